/* sei.device-state v1: the ZEGO heartbeat carried in SEI, and stream extra info. */
#include <string.h>

#include "sc_internal.h"

static int has(const sc_doc *doc, const char *key) {
    json_object *unused;
    return doc->root && json_object_is_type(doc->root, json_type_object) &&
           json_object_object_get_ex(doc->root, key, &unused);
}

void sc_family_sei_state(sc_ctx *ctx, sc_doc *doc, sc_outcome *out) {
    out->family = "sei.device-state";
    out->version = 1;
    sc_value root = sc_root(ctx, doc);
    /* Stream extra info has the device flags but names no type and no sender. */
    if ((has(doc, SC_SEI_KEY_CAM) || has(doc, SC_SEI_KEY_MIC)) && !has(doc, SC_SEI_KEY_TYPE) &&
        !has(doc, SC_SEI_KEY_SENDER) && !has(doc, SC_SEI_KEY_SENDER_CAMEL)) {
        sc_expect_object(ctx, &root);
        sc_value cam = sc_member(ctx, &root, SC_SEI_KEY_CAM), mic = sc_member(ctx, &root, SC_SEI_KEY_MIC);
        (void)sc_bool(ctx, &cam, 0, NULL);
        (void)sc_bool(ctx, &mic, 0, NULL);
        sc_value_free(&cam);
        sc_value_free(&mic);
        sc_value_free(&root);
        out->dialect = "extra-info";
        return;
    }
    sc_expect_object(ctx, &root);
    sc_value type = sc_member(ctx, &root, SC_SEI_KEY_TYPE);
    int64_t type_value = sc_int(ctx, &type, 0, NULL);
    sc_value snake = sc_member(ctx, &root, SC_SEI_KEY_SENDER), camel = sc_member(ctx, &root, SC_SEI_KEY_SENDER_CAMEL);
    int use_camel = !snake.present && camel.present;
    sc_value *sender = use_camel ? &camel : &snake;
    int got = 0;
    sc_text sender_id = sc_string(ctx, sender, 0, &got);
    sc_value mic = sc_member(ctx, &root, SC_SEI_KEY_MIC), cam = sc_member(ctx, &root, SC_SEI_KEY_CAM);
    (void)sc_bool(ctx, &mic, 0, NULL);
    (void)sc_bool(ctx, &cam, 0, NULL);
    if (type_value != SC_SEI_DEVICE_STATE_TYPE)
        sc_rule(ctx, "wire.enum", type.path, NULL,
                SC_SEI_KEY_TYPE " %lld is not %lld (device state), the only SEI message type defined",
                (long long)type_value, SC_SEI_DEVICE_STATE_TYPE);
    if (snake.present && camel.present)
        sc_rule(ctx, "wire.one-of", root.path, NULL,
                "the sender is named twice, as " SC_SEI_KEY_SENDER " and " SC_SEI_KEY_SENDER_CAMEL);
    if (got && sender_id.len == 0) sc_rule(ctx, "wire.empty-id", sender->path, NULL, "the sender ID is empty");
    out->dialect = use_camel ? "document" : "demo";
    sc_value_free(&root);
    sc_value_free(&type);
    sc_value_free(&snake);
    sc_value_free(&camel);
    sc_value_free(&mic);
    sc_value_free(&cam);
}
