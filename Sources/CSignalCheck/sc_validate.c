/* The entry point: read, detect, decode and check one message. */
#include <stdlib.h>
#include <string.h>

#include "sc_internal.h"

int sc_plain_text(sc_ctx *ctx, const unsigned char *bytes, size_t length, const char *what);

void sc_options_default(sc_options *options) {
    if (!options) return;
    options->max_depth = 64;
    options->max_document_size = 1u << 20;
    options->max_string_length = 65536;
    options->max_container_size = 4096;
}

static void sc_ctx_free(sc_ctx *ctx) {
    for (size_t i = 0; i < ctx->broken_count; i++) free(ctx->broken[i]);
    free(ctx->broken);
    for (size_t i = 0; i < ctx->diagnostics.count; i++) {
        free(ctx->diagnostics.items[i].path);
        free(ctx->diagnostics.items[i].message);
    }
    free(ctx->diagnostics.items);
    free(ctx->where);
}

void sc_result_free(sc_result *result) {
    if (!result) return;
    for (size_t i = 0; i < result->diagnostic_count; i++) {
        free(result->diagnostics[i].path);
        free(result->diagnostics[i].message);
    }
    free(result->diagnostics);
    free(result->event);
    memset(result, 0, sizeof *result);
}

static const char *known_family(const char *family) {
    size_t count = 0;
    const char *const *names = sc_family_names(&count);
    for (size_t i = 0; i < count; i++) {
        if (strcmp(names[i], family) == 0) return names[i];
    }
    return NULL;
}

/* Moves the context's findings (and `warnings` first) into `result`. */
static int sc_finish(sc_ctx *ctx, sc_list *warnings, const sc_outcome *outcome, sc_result *result) {
    size_t total = ctx->diagnostics.count + (warnings ? warnings->count : 0);
    result->diagnostics = total ? sc_calloc(total, sizeof *result->diagnostics) : NULL;
    if (total && !result->diagnostics) return -1;
    size_t n = 0;
    if (warnings) {
        for (size_t i = 0; i < warnings->count; i++) result->diagnostics[n++] = warnings->items[i];
        warnings->count = 0;
    }
    for (size_t i = 0; i < ctx->diagnostics.count; i++) result->diagnostics[n++] = ctx->diagnostics.items[i];
    ctx->diagnostics.count = 0;
    result->diagnostic_count = n;
    if (sc_sort_by_offset(result->diagnostics, n) != 0) return -1;
    result->family = outcome->family;
    result->version = outcome->family ? outcome->version : 0;
    result->dialect = outcome->dialect;
    int errors = 0;
    for (size_t i = 0; i < n; i++) errors += result->diagnostics[i].severity == SC_SEVERITY_ERROR;
    result->valid = outcome->family != NULL && errors == 0;
    return 0;
}

static int is_blank(unsigned char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

void sc_options_effective(const sc_options *options, sc_options *effective) {
    if (options)
        *effective = *options;
    else
        sc_options_default(effective);
    if (effective->max_depth < 1) effective->max_depth = 1;
    if (effective->max_depth > 512) effective->max_depth = 512;
    if (effective->max_document_size > (size_t)UINT32_MAX - 1) effective->max_document_size = (size_t)UINT32_MAX - 1;
}

int sc_arguments_refused(const unsigned char *bytes, size_t length, sc_result *result) {
    if (!result) return 1;
    if (bytes || length == 0) return 0;
    memset(result, 0, sizeof *result);
    return 1;
}

int sc_validate(const unsigned char *bytes, size_t length, const char *family, const sc_options *options,
                sc_result *result) {
    if (sc_arguments_refused(bytes, length, result)) return -1;
    unsigned long failures = sc_alloc_failures();
    return sc_status_after(failures, sc_validate_lexed(bytes, length, family, options, NULL, result), result);
}

int sc_validate_lexed(const unsigned char *bytes, size_t length, const char *family, const sc_options *options,
                      sc_doc *lexed, sc_result *result) {
    memset(result, 0, sizeof *result);
    sc_ctx ctx = {0};
    sc_options_effective(options, &ctx.options);
    sc_doc doc = {.prefix = "$", .length = length};
    if (lexed) {
        doc.lex = lexed->lex;
        memset(lexed, 0, sizeof *lexed);
    }
    const char *forced = family ? known_family(family) : NULL;
    if (family && !forced) {
        sc_report(&ctx, "wire.unknown-family", "$", 0, "there is no family named \"%s\"", family);
        sc_outcome none = {0};
        int status = ctx.out_of_memory ? -1 : sc_finish(&ctx, NULL, &none, result);
        sc_doc_free(&doc);
        sc_ctx_free(&ctx);
        return status;
    }
    sc_outcome outcome = {.family = forced, .version = 0, .dialect = NULL};

    /* The forms that are not JSON, only when the family is named. */
    if (forced && strcmp(forced, "pk.invite") == 0 && length == 0) {
        outcome = (sc_outcome){"pk.invite", 1, "quit"};
        int status = sc_finish(&ctx, NULL, &outcome, result);
        sc_doc_free(&doc);
        sc_ctx_free(&ctx);
        return status;
    }
    /* A bullet screen: text that does not start as an object. */
    int custom = forced && strcmp(forced, "chat.custom") == 0;
    if (custom) {
        size_t i = 0;
        while (i < length && is_blank(bytes[i])) i++;
        if (i < length && bytes[i] != '{') {
            (void)sc_plain_text(&ctx, bytes, length, "a bullet-screen text");
            outcome = (sc_outcome){"chat.custom", 1, "text"};
            int status = ctx.out_of_memory ? -1 : sc_finish(&ctx, NULL, &outcome, result);
            sc_doc_free(&doc);
            sc_ctx_free(&ctx);
            return status;
        }
    }

    if (!lexed) sc_lex(bytes, length, &ctx.options, &doc.lex);
    int status = 0;
    if (doc.lex.out_of_memory) {
        status = -1;
    } else if (!doc.lex.ok && forced && strcmp(forced, "cohost.room-request") == 0 &&
               sc_app_text_lexed(&doc.lex, bytes, length)) {
        /* The app's own command text on the co-hosting channel (the iOS demo's "gift"): text
         * the lex failed on as on no document, as a custom element's Data may be. Noted. */
        if (sc_plain_text(&ctx, bytes, length, "a command's text"))
            sc_report(&ctx, "wire.application-data", "$", 0,
                      "the command is the app's own text, not JSON; passed on as it is");
        outcome = (sc_outcome){"cohost.room-request", 1, "application"};
        status = ctx.out_of_memory ? -1 : sc_finish(&ctx, NULL, &outcome, result);
    } else if (!doc.lex.ok) {
        sc_report(&ctx, doc.lex.code, sc_buf_cstr(&doc.lex.path), doc.lex.offset, "%s", sc_buf_cstr(&doc.lex.message));
        outcome.version = 0;
        status = sc_finish(&ctx, NULL, &outcome, result);
        result->version = 0;
    } else {
        sc_doc_take_root(&doc);
        int form = sc_detect(&doc, forced);
        outcome.family = NULL;
        switch (form) {
        case SC_FORM_COHOST_ENVELOPE:
            sc_spec_family(&ctx, &doc, form, &outcome);
            sc_cohost_envelope_dialect(&ctx, &outcome);
            break;
        case SC_FORM_CHAT_REST:
            sc_spec_family(&ctx, &doc, form, &outcome);
            sc_chat_rest_priority(&ctx, &doc);
            break;
        default: {
            if (form != SC_FORM_NONE && sc_spec_family(&ctx, &doc, form, &outcome)) break;
            const char *closest = sc_closest_family(&doc);
            if (doc.root && json_object_is_type(doc.root, json_type_object))
                sc_report(&ctx, "wire.unknown-family", "$", 0, "the message fits no family; closest: %s",
                          closest ? closest : "none");
            else
                sc_report(&ctx, "wire.unknown-family", "$", 0, "every family is a JSON object");
        }
        }
        sc_locate(&doc, bytes, &ctx.options, ctx.diagnostics.items, ctx.where, ctx.diagnostics.count,
                  &ctx.out_of_memory);
        status = ctx.out_of_memory ? -1 : sc_finish(&ctx, &doc.lex.warnings, &outcome, result);
    }
    if (ctx.out_of_memory) status = -1;
    if (status != 0) sc_result_free(result);
    sc_doc_free(&doc);
    sc_ctx_free(&ctx);
    return status;
}
