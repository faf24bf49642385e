/* pk.invite v1: a ZIM call invitation's extendedData for PK battles. */
#include <stdlib.h>
#include <string.h>

#include "sc_internal.h"

static int is_call_code(int64_t code) {
#define SC_IS(value)                                                                                                   \
    if (code == (value)) return 1;
    SC_PK_INVITE_CALL_CODES(SC_IS)
    return 0;
}

static int is_pk_code(int64_t code) {
    SC_PK_INVITE_PK_CODES(SC_IS)
    return 0;
}

static int is_legacy_code(int64_t code) {
    SC_PK_INVITE_LEGACY_CODES(SC_IS)
#undef SC_IS
    return 0;
}

static int is_type_name(sc_text name) {
#define SC_NAME(value)                                                                                                 \
    if (sc_text_is(name, (value))) return 1;
    SC_PK_INVITE_NAMES(SC_NAME)
#undef SC_NAME
    return 0;
}

void sc_family_pk_invite(sc_ctx *ctx, sc_doc *doc, size_t length, sc_outcome *out) {
    if (length > SC_PK_INVITE_EXTENDED_DATA_BYTES)
        sc_report(ctx, "limit.call-extended-data", "$", 0, "extendedData is %zu bytes; the limit is %lld", length,
                  SC_PK_INVITE_EXTENDED_DATA_BYTES);
    sc_value root = sc_root(ctx, doc);
    sc_expect_object(ctx, &root);
    sc_value type = sc_member(ctx, &root, "type");
    /* The type is a name when it is a string, and read as a number otherwise. */
    int is_name = type.present && json_object_is_type(type.object, json_type_string);
    sc_text name = is_name ? sc_string(ctx, &type, 0, NULL) : (sc_text){"", 0};
    int64_t code = is_name ? 0 : sc_int(ctx, &type, 0, NULL);
    int call_type = !is_name && is_call_code(code);
    sc_value room = sc_member(ctx, &root, "room_id");
    sc_value user_name = sc_member(ctx, &root, "user_name");
    sc_value user = sc_member(ctx, &root, "user_id");
    sc_value auto_accept = sc_member(ctx, &root, "auto_accept");
    int got_room = 0, got_user = 0;
    sc_text room_id = sc_string(ctx, &room, call_type, &got_room);
    (void)sc_string(ctx, &user_name, call_type, NULL);
    sc_text user_id = sc_string(ctx, &user, 1, &got_user);
    (void)sc_bool(ctx, &auto_accept, 1, NULL);
    if (is_name && !is_type_name(name)) {
        sc_rule(ctx, "wire.enum", type.path, NULL, "type is not " SC_PK_INVITE_KNOWN_NAMES_TEXT);
    } else if (!is_name && !is_pk_code(code) && !is_call_code(code)) {
        sc_rule(ctx, "wire.enum", type.path, NULL, "type %lld is not " SC_PK_INVITE_KNOWN_CODES_TEXT, (long long)code);
    }
    if (!is_name && is_legacy_code(code))
        sc_rule(ctx, "interop.pk-legacy-type", type.path, NULL, "type %lld " SC_PK_INVITE_LEGACY_TEXT, (long long)code);
    if (got_room && room_id.len == 0) sc_rule(ctx, "wire.empty-id", room.path, NULL, "room_id is empty");
    if (got_user && user_id.len == 0) sc_rule(ctx, "wire.empty-id", user.path, NULL, "user_id is empty");
    out->family = "pk.invite";
    out->version = 1;
    out->dialect = is_name ? "document" : (call_type && !got_room) ? "call-type" : "demo";
    sc_value_free(&root);
    sc_value_free(&type);
    sc_value_free(&room);
    sc_value_free(&user_name);
    sc_value_free(&user);
    sc_value_free(&auto_accept);
}
