/* cohost.room-request v1: its envelope and payload are walked over the generated spec tables
 * (sc_spec_walk.c); what stays here is the one named rule the tables cannot state. */
#include <string.h>

#include "sc_internal.h"

/* The envelope's dialect, once walked: the layout's (the spec's dialects), except that the
 * Flutter demo's compact layout carrying a code of the Android demo's table is Android's, as
 * FamilyForm.cohostDialect says; the walk reports exactly such a code with that table's
 * finding. */
void sc_cohost_envelope_dialect(const sc_ctx *ctx, sc_outcome *out) {
    if (!out->dialect || strcmp(out->dialect, "flutter") != 0) return;
    for (size_t i = 0; i < ctx->diagnostics.count; i++) {
        if (strcmp(ctx->diagnostics.items[i].code, "interop.android-code-table") == 0) {
            out->dialect = "android";
            return;
        }
    }
}
