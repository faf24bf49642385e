/* trtc.connect-other-room v1: the connectOtherRoom parameter. */
#include "sc_internal.h"

void sc_family_trtc(sc_ctx *ctx, sc_doc *doc, sc_outcome *out) {
    sc_value root = sc_root(ctx, doc);
    sc_expect_object(ctx, &root);
    sc_value room = sc_member(ctx, &root, SC_TRTC_KEY_ROOM), text_room = sc_member(ctx, &root, SC_TRTC_KEY_STRING_ROOM);
    sc_value user = sc_member(ctx, &root, SC_TRTC_KEY_USER);
    int got_room = 0, got_text_room = 0, got_user = 0;
    uint32_t room_id = sc_uint32(ctx, &room, 1, &got_room);
    sc_text text_room_id = sc_string(ctx, &text_room, 1, &got_text_room);
    sc_text user_id = sc_string(ctx, &user, 0, &got_user);
    if (!got_room && !got_text_room) {
        sc_rule(ctx, "wire.one-of", root.path, NULL,
                "name the room with " SC_TRTC_KEY_ROOM " (number) or " SC_TRTC_KEY_STRING_ROOM " (string)");
    } else if (got_room && got_text_room) {
        sc_rule(ctx, "wire.one-of", root.path, NULL,
                SC_TRTC_KEY_ROOM " and " SC_TRTC_KEY_STRING_ROOM " are both given; use one");
    } else if (got_room) {
        if (room_id < SC_TRTC_ROOM_MIN || room_id > SC_TRTC_ROOM_MAX)
            sc_rule(ctx, "wire.range", room.path, NULL, SC_TRTC_KEY_ROOM " %u is outside %lld...%lld", room_id,
                    SC_TRTC_ROOM_MIN, SC_TRTC_ROOM_MAX);
    } else if (text_room_id.len == 0) {
        sc_rule(ctx, "wire.empty-id", text_room.path, NULL, SC_TRTC_KEY_STRING_ROOM " is empty");
    }
    if (got_user && user_id.len == 0) sc_rule(ctx, "wire.empty-id", user.path, NULL, SC_TRTC_KEY_USER " is empty");
    out->family = "trtc.connect-other-room";
    out->version = 1;
    out->dialect = doc->lex.facts.newlines ? "ios" : "compact";
    sc_value_free(&root);
    sc_value_free(&room);
    sc_value_free(&text_room);
    sc_value_free(&user);
}
