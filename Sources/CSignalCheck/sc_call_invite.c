/* ZIM call-invite parameters against ZIM's limits (PROTOCOLS.md §2). */
#include <stdlib.h>
#include <string.h>

#include "sc_internal.h"

int sc_check_call_invite_config(const sc_call_invite_config *config, sc_result *result) {
    memset(result, 0, sizeof *result);
    sc_ctx ctx = {0};
    if (!config->server_side && !config->has_timeout)
        sc_report(&ctx, "limit.call-timeout", "$.timeout", -1, "the client SDK needs a timeout in 1...600 s");
    if (config->has_timeout && (config->timeout < 1 || config->timeout > 600))
        sc_report(&ctx, "limit.call-timeout", "$.timeout", -1, "timeout %ld s is outside 1...600 s", config->timeout);
    if (config->invitees < 1)
        sc_report(&ctx, "limit.call-invitees", "$.invitees", -1, "an invitation needs at least one callee");
    else if (config->server_side && config->invitees > 9)
        sc_report(&ctx, "limit.call-invitees", "$.invitees", -1, "%ld callees; the server API takes at most 9",
                  config->invitees);
    if (config->has_advanced_mode_users && config->advanced_mode_users > 10)
        sc_report(&ctx, "limit.call-users", "$.advancedModeUsers", -1,
                  "%ld users; an advanced-mode call holds at most 10", config->advanced_mode_users);
    if (config->extended_data_bytes > 2048)
        sc_report(&ctx, "limit.call-extended-data", "$.extendedData", -1,
                  "extendedData is %zu bytes; the limit is 2048", config->extended_data_bytes);
    if (ctx.out_of_memory) {
        for (size_t i = 0; i < ctx.diagnostics.count; i++) {
            free(ctx.diagnostics.items[i].path);
            free(ctx.diagnostics.items[i].message);
        }
        free(ctx.diagnostics.items);
        return -1;
    }
    result->diagnostics = ctx.diagnostics.items;
    result->diagnostic_count = ctx.diagnostics.count;
    result->valid = ctx.diagnostics.count == 0;
    return 0;
}
