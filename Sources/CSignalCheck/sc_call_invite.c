/* ZIM call-invite parameters against ZIM's limits. */
#include <stdlib.h>
#include <string.h>

#include "sc_internal.h"

static int check_config(const sc_call_invite_config *config, sc_result *result);

int sc_check_call_invite_config(const sc_call_invite_config *config, sc_result *result) {
    if (!result) return -1;
    if (!config) {
        memset(result, 0, sizeof *result);
        return -1;
    }
    unsigned long failures = sc_alloc_failures();
    return sc_status_after(failures, check_config(config, result), result);
}

static int check_config(const sc_call_invite_config *config, sc_result *result) {
    memset(result, 0, sizeof *result);
    sc_ctx ctx = {0};
    long long lowest = config->server_side ? SC_CALL_SERVER_TIMEOUT_MIN : SC_CALL_CLIENT_TIMEOUT_MIN;
    long long highest = config->server_side ? SC_CALL_SERVER_TIMEOUT_MAX : SC_CALL_CLIENT_TIMEOUT_MAX;
    if (!config->server_side && !config->has_timeout)
        sc_report(&ctx, "limit.call-timeout", "$.timeout", -1, "the client SDK needs a timeout in %lld...%lld s",
                  lowest, highest);
    if (config->has_timeout && (config->timeout < lowest || config->timeout > highest))
        sc_report(&ctx, "limit.call-timeout", "$.timeout", -1, "timeout %ld s is outside %lld...%lld s",
                  config->timeout, lowest, highest);
    if (config->invitees < 1)
        sc_report(&ctx, "limit.call-invitees", "$.invitees", -1, "an invitation needs at least one callee");
    else if (config->server_side && config->invitees > SC_CALL_INVITEES_MAX)
        sc_report(&ctx, "limit.call-invitees", "$.invitees", -1, "%ld callees; the server API takes at most %lld",
                  config->invitees, SC_CALL_INVITEES_MAX);
    if (config->has_advanced_mode_users && config->advanced_mode_users > SC_CALL_USERS_MAX)
        sc_report(&ctx, "limit.call-users", "$.advancedModeUsers", -1,
                  "%ld users; an advanced-mode call holds at most %lld", config->advanced_mode_users,
                  SC_CALL_USERS_MAX);
    if (config->extended_data_bytes > SC_PK_INVITE_EXTENDED_DATA_BYTES)
        sc_report(&ctx, "limit.call-extended-data", "$.extendedData", -1,
                  "extendedData is %zu bytes; the limit is %lld", config->extended_data_bytes,
                  SC_PK_INVITE_EXTENDED_DATA_BYTES);
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
