/* chat.custom v1: likes, gifts and barrage as Tencent Chat custom messages. */
#include <stdlib.h>
#include <string.h>

#include "sc_internal.h"

static void require_id(sc_ctx *ctx, const sc_value *value, sc_text text, int got, const char *what) {
    if (got && text.len == 0)
        sc_rule(ctx, "wire.empty-id", value->path, NULL, "%s is empty; the flow needs a real ID here", what);
}

static void require_count(sc_ctx *ctx, const sc_value *value, int64_t count, const char *what) {
    if (count < 1)
        sc_rule(ctx, "wire.range", value->path, NULL, "%s is %lld; it must be at least 1", what, (long long)count);
}

static void nonnegative(sc_ctx *ctx, const sc_value *value, int64_t number, const char *what) {
    if (number < 0) sc_rule(ctx, "wire.range", value->path, NULL, "%s %lld is negative", what, (long long)number);
}

/* A TUILiveKit user; checks userId when `needs_id`. */
static void tui_user(sc_ctx *ctx, sc_value *user, int needs_id, const char *what) {
    if (!user->present) sc_any(ctx, user);
    sc_expect_object(ctx, user);
    static const char *const keys[] = {"userId", "userName", "avatarUrl", "level"};
    sc_value members[4];
    sc_text id = {"", 0};
    int got = 0;
    for (int i = 0; i < 4; i++) {
        members[i] = sc_member(ctx, user, keys[i]);
        /* The Flutter kit writes null for a name, avatar or level it lacks. */
        if (i > 0 && members[i].usable && members[i].object == NULL) {
            sc_rule(ctx, "interop.null-value", members[i].path, NULL, "%s is null; strict receivers drop the message",
                    keys[i]);
            continue;
        }
        sc_text text = sc_string(ctx, &members[i], 0, i == 0 ? &got : NULL);
        if (i == 0) id = text;
    }
    if (needs_id) require_id(ctx, &members[0], id, got, what);
    for (int i = 0; i < 4; i++) sc_value_free(&members[i]);
}

static const char *seed(sc_ctx *ctx, sc_value *root) {
    sc_value cmd = sc_member(ctx, root, "cmd"), msg = sc_member(ctx, root, "msg");
    sc_text command = sc_string(ctx, &cmd, 0, NULL);
    const char *kind = NULL;
    if (sc_text_is(command, SC_CHAT_CMD_PRODUCT_POPUP)) {
        kind = "product";
        if (msg.present)
            sc_spec_walk_shared(ctx, &msg, SC_SHARED_CHAT_PRODUCT_POPUP);
        else
            sc_any(ctx, &msg);
    } else if (sc_text_is(command, SC_CHAT_CMD_LIKE) || sc_text_is(command, SC_CHAT_CMD_GIFT)) {
        int like = sc_text_is(command, SC_CHAT_CMD_LIKE);
        kind = like ? "like" : "gift";
        if (!msg.present) sc_any(ctx, &msg);
        sc_expect_object(ctx, &msg);
        sc_value type = sc_member(ctx, &msg, "type");
        int64_t type_value = sc_int(ctx, &type, 0, NULL);
        if (like) {
            sc_value count = sc_member(ctx, &msg, "likeCount");
            int64_t likes = sc_int(ctx, &count, 0, NULL);
            nonnegative(ctx, &type, type_value, "type");
            require_count(ctx, &count, likes, "likeCount");
            sc_value_free(&count);
        } else {
            sc_value url = sc_member(ctx, &msg, "giftUrl"), name = sc_member(ctx, &msg, "giftName");
            sc_value count = sc_member(ctx, &msg, "giftCount");
            (void)sc_string(ctx, &url, 0, NULL);
            (void)sc_string(ctx, &name, 0, NULL);
            int64_t gifts = sc_int(ctx, &count, 0, NULL);
            nonnegative(ctx, &type, type_value, "type");
            require_count(ctx, &count, gifts, "giftCount");
            sc_value_free(&url);
            sc_value_free(&name);
            sc_value_free(&count);
        }
        sc_value_free(&type);
    } else {
        sc_any(ctx, &msg);
        sc_rule(ctx, "interop.unknown-command", cmd.path, NULL, "cmd is not one the family defines");
    }
    sc_value_free(&cmd);
    sc_value_free(&msg);
    return kind;
}

/* Whether `data` is the gift/like/barrage components' form before TUILiveKit: one of their
 * keys, none of TUILiveKit's. */
static int legacy_data(const sc_value *data) {
    if (!data->usable || !data->object || !json_object_is_type(data->object, json_type_object)) return 0;
    json_object *unused;
    int legacy = 0, current = 0;
#define SC_HAS_LEGACY(key)  legacy |= json_object_object_get_ex(data->object, key, &unused);
#define SC_HAS_CURRENT(key) current |= json_object_object_get_ex(data->object, key, &unused);
    SC_CHAT_TUI_LEGACY_DATA_KEYS(SC_HAS_LEGACY)
    SC_CHAT_TUI_CURRENT_DATA_KEYS(SC_HAS_CURRENT)
#undef SC_HAS_LEGACY
#undef SC_HAS_CURRENT
    return legacy && !current;
}

static const char *tuilivekit(sc_ctx *ctx, sc_value *root, const char **dialect) {
    sc_value version = sc_member(ctx, root, "version"), business = sc_member(ctx, root, SC_CHAT_TUI_BUSINESS_ID_KEY);
    sc_value platform = sc_member(ctx, root, "platform"), data = sc_member(ctx, root, "data");
    (void)sc_string(ctx, &version, 0, NULL);
    sc_text id = sc_string(ctx, &business, 0, NULL);
    (void)sc_string(ctx, &platform, 0, NULL);
    const char *kind = NULL;
    int gift = sc_text_is(id, SC_CHAT_TUI_GIFT_ID), like = sc_text_is(id, SC_CHAT_TUI_LIKE_ID);
    int barrage = sc_text_is(id, SC_CHAT_TUI_BARRAGE_ID);
    if ((gift || like || barrage) && legacy_data(&data)) {
        *dialect = "tuigift-2021";
        kind = gift ? "gift" : like ? "like" : "bullet";
        sc_rule(ctx, "interop.legacy-form", data.path, NULL, "data in the form of the components before TUILiveKit");
        sc_spec_walk_shared(ctx, &data,
                            gift   ? SC_SHARED_CHAT_TUI_LEGACY_GIFT
                            : like ? SC_SHARED_CHAT_TUI_LEGACY_LIKE
                                   : SC_SHARED_CHAT_TUI_LEGACY_BARRAGE);
    } else if (gift || like || barrage) {
        if (!data.present) sc_any(ctx, &data);
        sc_expect_object(ctx, &data);
        if (gift) {
            kind = "gift";
            sc_value gift = sc_member(ctx, &data, "gift"), count = sc_member(ctx, &data, "giftCount");
            sc_value receiver = sc_member(ctx, &data, "receiver"), sender = sc_member(ctx, &data, "sender");
            if (!gift.present) sc_any(ctx, &gift);
            sc_expect_object(ctx, &gift);
            static const char *const texts[] = {"giftId", "giftName", "imageUrl", "animationUrl"};
            for (int i = 0; i < 4; i++) {
                sc_value member = sc_member(ctx, &gift, texts[i]);
                (void)sc_string(ctx, &member, 0, NULL);
                sc_value_free(&member);
            }
            sc_value price = sc_member(ctx, &gift, "price"), ext = sc_member(ctx, &gift, "extInfo");
            int64_t price_value = sc_int(ctx, &price, 0, NULL);
            sc_object_field(ctx, &ext, 0);
            int64_t gifts = sc_int(ctx, &count, 0, NULL);
            tui_user(ctx, &receiver, 0, "");
            tui_user(ctx, &sender, 1, "the sender's userId");
            require_count(ctx, &count, gifts, "giftCount");
            nonnegative(ctx, &price, price_value, "price");
            sc_value_free(&price);
            sc_value_free(&ext);
            sc_value_free(&gift);
            sc_value_free(&count);
            sc_value_free(&receiver);
            sc_value_free(&sender);
        } else if (like) {
            kind = "like";
            sc_value sender = sc_member(ctx, &data, "sender");
            tui_user(ctx, &sender, 1, "the sender's userId");
            sc_value_free(&sender);
        } else {
            kind = "bullet";
            sc_value user = sc_member(ctx, &data, "user"), content = sc_member(ctx, &data, "content");
            sc_value ext = sc_member(ctx, &data, "extInfo");
            tui_user(ctx, &user, 1, "the user's userId");
            (void)sc_string(ctx, &content, 0, NULL);
            sc_object_field(ctx, &ext, 1);
            sc_value_free(&user);
            sc_value_free(&content);
            sc_value_free(&ext);
        }
    } else {
        sc_any(ctx, &data);
        sc_rule(ctx, "wire.enum", business.path, NULL, "businessID is not TUIGift, TUIGift_like or TUIBarrage");
    }
    sc_value_free(&version);
    sc_value_free(&business);
    sc_value_free(&platform);
    sc_value_free(&data);
    return kind;
}

const char *sc_chat_custom_decode(sc_ctx *ctx, sc_value *root, const char **dialect) {
    int is_object = root->usable && root->object && json_object_is_type(root->object, json_type_object);
    json_object *unused;
    int tui = 0;
    int seed_marked = is_object && json_object_object_get_ex(root->object, "cmd", &unused);
    if (is_object && !seed_marked) {
#define SC_MARKS_TUI(key) tui |= json_object_object_get_ex(root->object, key, &unused);
        SC_CHAT_TUI_MARKER_KEYS(SC_MARKS_TUI)
#undef SC_MARKS_TUI
    }
    /* TUILiveRoom's room message of 2021: `action` and `command`, no businessID. */
    int live_room =
        is_object && !seed_marked && !json_object_object_get_ex(root->object, SC_CHAT_TUI_BUSINESS_ID_KEY, &unused);
#define SC_NEEDS_KEY(key) live_room &= json_object_object_get_ex(root->object, key, &unused);
    SC_CHAT_LIVE_ROOM_MARKER_KEYS(SC_NEEDS_KEY)
#undef SC_NEEDS_KEY
    if (live_room) {
        *dialect = "trtcliveroom-2021";
        sc_rule(ctx, "interop.legacy-form", root->path, NULL, "TUILiveRoom's room message of 2021");
        sc_spec_walk_shared(ctx, root, SC_SHARED_CHAT_LIVE_ROOM_2021);
        json_object *command = NULL;
        if (!json_object_object_get_ex(root->object, "command", &command) ||
            !json_object_is_type(command, json_type_string))
            return NULL;
        /* Compared with its length: a command with U+0000 inside is neither. */
        sc_text text = {json_object_get_string(command), (size_t)json_object_get_string_len(command)};
        return sc_text_is(text, SC_CHAT_LIVE_ROOM_LIKE_COMMAND)     ? "like"
               : sc_text_is(text, SC_CHAT_LIVE_ROOM_BULLET_COMMAND) ? "bullet"
                                                                    : NULL;
    }
    /* An object with no key of either form (not even `msg`) is the app's own data. */
    if (is_object && !seed_marked && !tui && !json_object_object_get_ex(root->object, "msg", &unused)) {
        *dialect = "application";
        sc_rule(ctx, "wire.application-data", root->path, NULL, "the message is the app's own JSON");
        return NULL;
    }
    sc_expect_object(ctx, root);
    *dialect = tui ? "tuilivekit" : "seed";
    return tui ? tuilivekit(ctx, root, dialect) : seed(ctx, root);
}

/* Decode and check text that is not JSON: a bullet screen. */
static int bullet_text(sc_ctx *ctx, const unsigned char *bytes, size_t length) {
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
            sc_report(ctx, "json.utf8", "$", (long)i, "a bullet-screen text must be UTF-8");
            return 0;
        }
        i += n;
    }
    return 1;
}

int sc_chat_custom_text(sc_ctx *ctx, const unsigned char *bytes, size_t length) {
    return bullet_text(ctx, bytes, length);
}

void sc_family_chat_custom(sc_ctx *ctx, sc_doc *doc, sc_outcome *out) {
    sc_value root = sc_root(ctx, doc);
    const char *dialect = "seed";
    (void)sc_chat_custom_decode(ctx, &root, &dialect);
    out->family = "chat.custom";
    out->version = 1;
    out->dialect = dialect;
    sc_value_free(&root);
}

int sc_family_value(sc_ctx *ctx, const char *family, sc_value *root) {
    if (!family || strcmp(family, "chat.custom") != 0) return 0;
    const char *dialect;
    const char *kind = sc_chat_custom_decode(ctx, root, &dialect);
    if (!ctx->carried_kind) ctx->carried_kind = kind;
    return 1;
}
