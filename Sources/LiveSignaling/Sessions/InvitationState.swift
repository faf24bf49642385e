/// Where an invitation or request stands: co-host requests and PK invitations share the
/// states and the words their findings use for them.
enum InvitationState: String {
    case pending, accepted, rejected, cancelled
    case timedOut = "timed out"
}
