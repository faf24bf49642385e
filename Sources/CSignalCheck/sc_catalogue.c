/* The codes and families this validator speaks: the same strings as the Swift catalogue,
 * which CrossCheckTests compares against this list. */
#include <string.h>

#include "sc_internal.h"

static const char *const codes[] = {
    "json.syntax",
    "json.utf8",
    "json.trailing-data",
    "json.depth",
    "json.size",
    "json.string-length",
    "json.container-size",
    "json.duplicate-key",
    "wire.unknown-family",
    "wire.missing-key",
    "wire.type",
    "wire.range",
    "wire.enum",
    "wire.empty-id",
    "wire.embedded-json",
    "wire.one-of",
    "wire.count",
    "limit.zim-attribute-count",
    "limit.zim-attribute-key",
    "limit.zim-attribute-value",
    "limit.zim-attributes-total",
    "limit.call-extended-data",
    "limit.call-timeout",
    "limit.call-invitees",
    "limit.call-users",
    "limit.tim-message-size",
    "interop.android-code-table",
    "interop.android-doc-form",
    "interop.action-mismatch",
    "interop.pk-legacy-type",
    "interop.priority",
    "interop.fractional-number",
    "interop.uikit-attributes",
    "sei.no-start-code",
    "sei.length-prefix",
    "sei.empty-nal",
    "sei.forbidden-bit",
    "sei.truncated-header",
    "sei.temporal-id",
    "sei.size-overflow",
    "sei.trailing-bits",
    "sei.uuid-too-short",
    "sei.payload-limit",
    "sei.trailing-nul",
};

static const char *const families[] = {
    "cohost.room-request",     "pk.invite",   "pk.room-attributes",
    "sei.device-state",        "chat.custom", "chat.rest.send-group-msg",
    "trtc.connect-other-room",
};

const char *const *sc_diagnostic_codes(size_t *count) {
    if (count) *count = sizeof codes / sizeof codes[0];
    return codes;
}

const char *const *sc_family_names(size_t *count) {
    if (count) *count = sizeof families / sizeof families[0];
    return families;
}

const char *sc_intern_code(const char *code) {
    for (size_t i = 0; i < sizeof codes / sizeof codes[0]; i++) {
        if (strcmp(codes[i], code) == 0) return codes[i];
    }
    return "json.syntax"; /* unreachable for the codes this library writes */
}

sc_severity sc_code_severity(const char *code) {
    if (strcmp(code, "json.duplicate-key") == 0 || strncmp(code, "interop.", 8) == 0) return SC_SEVERITY_WARNING;
    if (strcmp(code, "sei.trailing-nul") == 0) return SC_SEVERITY_NOTE;
    return SC_SEVERITY_ERROR;
}
