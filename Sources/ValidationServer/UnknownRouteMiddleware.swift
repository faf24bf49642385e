import Hummingbird

/// A request for no route (an unknown path, or a known one with another method) answered as
/// every refusal is: a JSON body, counted under `not_found`. The router's own answer was an
/// empty 404 that no counter saw.
struct UnknownRouteMiddleware<Context: RequestContext>: RouterMiddleware {
    let service: ValidationService

    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            return service.refuse(
                .other,
                .notFound,
                status: .notFound,
                "no route for \(request.method) \(request.uri.path)"
            ).response
        }
    }
}
