/* chat.rest.send-group-msg v1: the body is walked over the generated spec tables
 * (sc_spec_walk.c), the limit of one custom element included; what stays here is the one named
 * rule the tables cannot state, Swift's ChatREST.recommendedPriority, by its own reading. */
#include <string.h>

#include "sc_internal.h"

/* The priority the showroom guides recommend for a kind of message (generated from Swift's
 * ChatCustom.Kind). */
static const char *recommended(const char *kind) {
#define SC_RECOMMENDED(name, priority)                                                                                 \
    if (strcmp(kind, name) == 0) return priority;
    SC_CHAT_RECOMMENDED_PRIORITIES(SC_RECOMMENDED)
#undef SC_RECOMMENDED
    return SC_CHAT_REST_DEFAULT_PRIORITY;
}

/* Whether some element of the body is an object whose type is a text element's. */
static int has_text_element(json_object *body) {
    if (!body || !json_object_is_type(body, json_type_array)) return 0;
    size_t count = json_object_array_length(body);
    for (size_t i = 0; i < count; i++)
        if (sc_member_string_is(json_object_array_get_idx(body, i), SC_CHAT_REST_TYPE_KEY, SC_CHAT_REST_TEXT_TYPE))
            return 1;
    return 0;
}

/* Whether `text` is one of the spellings MsgPriority's spec lists. */
static int known_priority(sc_text text) {
    int known = 0;
#define SC_KNOWN(spelling) known |= sc_text_is(text, spelling);
    SC_CHAT_REST_PRIORITIES(SC_KNOWN)
#undef SC_KNOWN
    return known;
}

void sc_chat_rest_priority(sc_ctx *ctx, sc_doc *doc) {
    if (!doc->root || !json_object_is_type(doc->root, json_type_object)) return;
    sc_value root = sc_root(ctx, doc);
    sc_value priority = sc_member(ctx, &root, SC_CHAT_REST_PRIORITY_KEY);
    json_object *body = NULL;
    (void)json_object_object_get_ex(doc->root, SC_CHAT_REST_BODY_KEY, &body);
    /* A null is no priority, as an absent one is; a value of another kind, or a spelling the
     * spec does not list, is its spec's to report, and not compared. */
    const char *actual = SC_CHAT_REST_DEFAULT_PRIORITY;
    int judged = 1;
    if (priority.present && priority.object) {
        sc_text text = {json_object_get_string(priority.object), (size_t)json_object_get_string_len(priority.object)};
        judged = json_object_is_type(priority.object, json_type_string) && known_priority(text);
        if (judged) actual = text.data;
    }
    const char *kind = ctx->carried_kind ? ctx->carried_kind : has_text_element(body) ? "bullet" : NULL;
    if (judged && kind && strcmp(actual, recommended(kind)) != 0)
        sc_rule(ctx, "interop.priority", priority.path, NULL,
                "a %s message is sent with priority %s; %s is recommended", kind, actual, recommended(kind));
    sc_value_free(&priority);
    sc_value_free(&root);
}
