/* cohost.room-request v1: the ZIM co-hosting envelope and its extended_data. */
#include <stdlib.h>
#include <string.h>

#include "sc_internal.h"

/* The code tables come from sc_spec_table.h (generated from the Swift declarations). */
static int is_known_type(int64_t type) {
#define SC_KNOWN(code, android)                                                                                        \
    if (type == (code)) return 1;
    SC_COHOST_REQUEST_TYPES(SC_KNOWN)
#undef SC_KNOWN
    return 0;
}

static int is_android_type(int64_t type) {
#define SC_ANDROID(code, android)                                                                                      \
    if (type == (code)) return (android);
    SC_COHOST_REQUEST_TYPES(SC_ANDROID)
#undef SC_ANDROID
    return 0;
}

static int is_known_action(uint64_t action) {
#define SC_ACTION(code)                                                                                                \
    if (action == (code)) return 1;
    SC_COHOST_ACTIONS(SC_ACTION)
#undef SC_ACTION
    return 0;
}

/* Rules that need a non-empty ID. */
static void require_id(sc_ctx *ctx, const sc_value *value, sc_text text, int got, const char *what) {
    if (got && text.len == 0)
        sc_rule(ctx, "wire.empty-id", value->path, NULL, "%s is empty; the flow needs a real ID here", what);
}

/* The extended_data document; returns its type (0 when it could not be read). */
static int64_t extended_data(sc_ctx *ctx, sc_value *root, int *used_action_key) {
    *used_action_key = 0;
    if (!sc_expect_object(ctx, root)) return 0;
    sc_value type_value = sc_member(ctx, root, "room_request_type");
    if (!type_value.present) {
        sc_value action = sc_member(ctx, root, "action_type");
        if (action.present) {
            sc_value_free(&type_value);
            type_value = action;
            *used_action_key = 1;
        } else {
            sc_value_free(&action);
        }
    }
    int64_t type = sc_int(ctx, &type_value, 0, NULL);
    sc_value request = sc_member(ctx, root, "request_id");
    int got = 0;
    sc_text request_id = sc_string(ctx, &request, 1, &got);
    if (!is_known_type(type)) {
        sc_rule(ctx, "wire.enum", type_value.path, NULL,
                "room_request_type %lld is not a known code (" SC_COHOST_KNOWN_TYPES_TEXT ")", (long long)type);
    } else if (is_android_type(type)) {
        sc_rule(
            ctx, "interop.android-code-table", type_value.path, NULL,
            "room_request_type %lld is from the Android demo's table; iOS and Flutter read it as an unknown request",
            (long long)type);
    }
    if (*used_action_key)
        sc_rule(
            ctx, "interop.android-doc-form", type_value.path, NULL,
            "the type is under \"action_type\" as the Android document shows; the demos read \"room_request_type\"");
    require_id(ctx, &request, request_id, got, "request_id");
    sc_value_free(&type_value);
    sc_value_free(&request);
    return type;
}

/* An action agrees with the pairs listed for it; an action with none listed contradicts nothing. */
static int consistent(uint64_t action, int64_t type) {
    int listed = 0;
#define SC_PAIR(pair_action, pair_type)                                                                                \
    if (action == (pair_action)) {                                                                                     \
        listed = 1;                                                                                                    \
        if (type == (pair_type)) return 1;                                                                             \
    }
    SC_COHOST_CONSISTENT(SC_PAIR)
#undef SC_PAIR
    return !listed;
}

void sc_family_cohost_envelope(sc_ctx *ctx, sc_doc *doc, sc_outcome *out) {
    sc_value root = sc_root(ctx, doc);
    sc_expect_object(ctx, &root);
    sc_value action_value = sc_member(ctx, &root, "action_type");
    sc_value sender = sc_member(ctx, &root, "sender_id");
    sc_value receiver = sc_member(ctx, &root, "receiver_id");
    sc_value request = sc_member(ctx, &root, "request_id");
    sc_value data = sc_member(ctx, &root, "extended_data");
    uint64_t action = sc_uint(ctx, &action_value, 0, NULL);
    int got_sender = 0, got_receiver = 0, got_request = 0;
    sc_text sender_id = sc_string(ctx, &sender, 0, &got_sender);
    sc_text receiver_id = sc_string(ctx, &receiver, 0, &got_receiver);
    sc_text request_id = sc_string(ctx, &request, 0, &got_request);
    sc_doc inner;
    char *prefix = NULL;
    int has_document = sc_embedded(ctx, &data, &inner, &prefix);
    int64_t type = 0;
    int used_action_key = 0;
    if (has_document) {
        sc_value inner_root = sc_root(ctx, &inner);
        type = extended_data(ctx, &inner_root, &used_action_key);
        sc_value_free(&inner_root);
        if (!ctx->has_first_embedded) {
            ctx->first_embedded = inner.lex.facts;
            ctx->has_first_embedded = 1;
        }
    }
    int known_action = is_known_action(action);
    if (!known_action)
        sc_rule(ctx, "wire.enum", action_value.path, NULL, "action_type %llu is not " SC_COHOST_KNOWN_ACTIONS_TEXT,
                (unsigned long long)action);
    require_id(ctx, &sender, sender_id, got_sender, "sender_id");
    require_id(ctx, &receiver, receiver_id, got_receiver, "receiver_id");
    if (action != 0 && known_action)
        require_id(ctx, &request, request_id, got_request,
                   "request_id (an answer or a cancel must name the request's message ID)");
    if (has_document && known_action && is_known_type(type) && !is_android_type(type) && !consistent(action, type)) {
        sc_buf path = {0};
        sc_buf_appends(&path, prefix);
        sc_buf_appends(&path, used_action_key ? ".action_type" : ".room_request_type");
        sc_rule(ctx, "interop.action-mismatch", sc_buf_cstr(&path), action_value.path,
                "action_type and room_request_type say different things; receivers act on different fields");
        sc_buf_free(&path);
    }
    /* Dialect: iOS pretty-prints; Android uses its own code table and escapes '/'. */
    int android_table =
        has_document && is_android_type(type) && !sc_failed_at(ctx, "$.extended_data<json>.room_request_type");
    out->family = "cohost.room-request";
    out->version = 1;
    out->dialect = doc->lex.facts.newlines                           ? "ios"
                   : (android_table || doc->lex.facts.escaped_slash) ? "android"
                                                                     : "flutter";
    if (has_document) sc_doc_free(&inner);
    free(prefix);
    sc_value_free(&root);
    sc_value_free(&action_value);
    sc_value_free(&sender);
    sc_value_free(&receiver);
    sc_value_free(&request);
    sc_value_free(&data);
}

void sc_family_cohost_payload(sc_ctx *ctx, sc_doc *doc, sc_outcome *out) {
    sc_value root = sc_root(ctx, doc);
    int used_action_key = 0;
    (void)extended_data(ctx, &root, &used_action_key);
    out->family = "cohost.room-request";
    out->version = 1;
    out->dialect = used_action_key ? "android-doc" : "payload";
    sc_value_free(&root);
}
