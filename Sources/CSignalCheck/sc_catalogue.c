/* The codes and families this validator speaks. The codes and their severities come from
 * sc_catalogue_table.h, which `swift run livesig-generate` writes from the Swift catalogue. */
#include <string.h>

#include "sc_internal.h"

/* Every code and its default severity, generated from the Swift catalogue. */
static const char *const codes[] = {
#define SC_CODE(code, severity) code,
#include "sc_catalogue_table.h"
#undef SC_CODE
};

static const sc_severity severities[] = {
#define SC_CODE(code, severity) severity,
#include "sc_catalogue_table.h"
#undef SC_CODE
};

/* Every family, generated from WireFamily into sc_spec_table.h. */
static const char *const families[] = {SC_FAMILY_NAMES_INITIALIZER};

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
    if (!code) return SC_SEVERITY_ERROR;
    for (size_t i = 0; i < sizeof codes / sizeof codes[0]; i++) {
        if (strcmp(codes[i], code) == 0) return severities[i];
    }
    return SC_SEVERITY_ERROR; /* a code that is not ours */
}
