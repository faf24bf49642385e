/* chat.custom v1: its shapes (the showroom's cmd/msg message, TUILiveRoom's of 2021,
 * TUILiveKit's envelope and its earlier form, the app's own JSON) are chosen by the generated
 * shape rules (sc_spec_shape.c) and walked over the generated spec tables, as every form's
 * shapes are (sc_spec_family). What stays here: a bullet screen, which is plain text and not
 * JSON, and what a carried message is, which its carrier's named rule asks
 * (sc_family_chat_rest.c). */
#include <string.h>

#include "sc_internal.h"

/* What a message of `shape` is (Swift's ChatCustom.Kind), by the root member that says it
 * (SC_CHAT_KINDS, generated); NULL for none. */
static const char *kind_of(json_object *root, int shape) {
#define SC_KIND_OF(place, key, value, kind)                                                                            \
    if (shape == (place) && sc_member_string_is(root, key, value)) return kind;
    SC_CHAT_KINDS(SC_KIND_OF)
#undef SC_KIND_OF
    return NULL;
}

/* Check text that is not JSON (`what`: a bullet screen, an app's command) as UTF-8. */
int sc_plain_text(sc_ctx *ctx, const unsigned char *bytes, size_t length, const char *what) {
    size_t i = 0;
    while (i < length) {
        unsigned char lead = bytes[i];
        size_t n = lead < 0x80                      ? 1
                   : (lead >= 0xC2 && lead <= 0xDF) ? 2
                   : (lead >= 0xE0 && lead <= 0xEF) ? 3
                   : (lead >= 0xF0 && lead <= 0xF4) ? 4
                                                    : 0;
        int ok = n > 0 && i + n <= length;
        for (size_t k = 1; ok && k < n; k++) ok = (bytes[i + k] & 0xC0) == 0x80;
        if (ok && n == 3) ok = !(lead == 0xE0 && bytes[i + 1] < 0xA0) && !(lead == 0xED && bytes[i + 1] > 0x9F);
        if (ok && n == 4) ok = !(lead == 0xF0 && bytes[i + 1] < 0x90) && !(lead == 0xF4 && bytes[i + 1] > 0x8F);
        if (!ok) {
            sc_report(ctx, "json.utf8", "$", (long)i, "%s must be UTF-8", what);
            return 0;
        }
        i += n;
    }
    return 1;
}

int sc_family_value(sc_ctx *ctx, const char *family, sc_value *root) {
    if (!family || strcmp(family, "chat.custom") != 0) return 0;
    /* A carried document that is not an object is the wrong kind, and no message of the family. */
    if (!root->object || !json_object_is_type(root->object, json_type_object)) {
        sc_wrong_kind(ctx, root, "an object");
        return 1;
    }
    int shape = sc_spec_shape_of(root->object, SC_FORM_CHAT_CUSTOM);
    /* A shape without its table row would judge nothing: said, not passed in silence. */
    if (!sc_spec_walk_shape(ctx, root, SC_FORM_CHAT_CUSTOM, shape))
        sc_rule(ctx, "wire.unknown-family", root->path, NULL, "the custom message's shape has no spec table");
    const char *kind = kind_of(root->object, shape);
    if (!ctx->carried_kind) ctx->carried_kind = kind;
    return 1;
}
