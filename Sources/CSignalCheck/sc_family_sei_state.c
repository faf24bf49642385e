/* sei.device-state v1: the heartbeat and stream extra info are walked over the generated spec
 * tables (sc_spec_walk.c); what stays here is the named rule that chooses between the two
 * shapes, as SEIDeviceState.shape(hasKey:) states it. */
#include "sc_internal.h"

static int has(const sc_doc *doc, const char *key) {
    json_object *unused;
    return doc->root && json_object_is_type(doc->root, json_type_object) &&
           json_object_object_get_ex(doc->root, key, &unused);
}

int sc_family_sei_state(sc_ctx *ctx, sc_doc *doc, sc_outcome *out) {
    /* Stream extra info has the device flags but names no type and no sender. */
    int extra_info = (has(doc, SC_SEI_KEY_CAM) || has(doc, SC_SEI_KEY_MIC)) && !has(doc, SC_SEI_KEY_TYPE) &&
                     !has(doc, SC_SEI_KEY_SENDER) && !has(doc, SC_SEI_KEY_SENDER_CAMEL);
    return sc_spec_family_shape(ctx, doc, SC_FORM_SEI_DEVICE_STATE, extra_info ? 1 : 0, out);
}
