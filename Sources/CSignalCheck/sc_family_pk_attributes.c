/* pk.room-attributes: the ZIM room attributes of a PK. v1 the 1-v-1 keys,
 * v2 the demos' keys, and the prebuilt UIKit's form as a v2 dialect. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "sc_internal.h"

static void require_id(sc_ctx *ctx, const sc_value *value, sc_text text, int got, const char *what) {
    if (got && text.len == 0)
        sc_rule(ctx, "wire.empty-id", value->path, NULL, "%s is empty; the flow needs a real ID here", what);
}

static int declared(const char *const *keys, const char *key) {
    for (; *keys; keys++) {
        if (strcmp(*keys, key) == 0) return 1;
    }
    return 0;
}

/* ZIM's limits on the whole map (SC_ZIM_*: the number of attributes, the bytes of a key, of a
 * string value and of all values together). Values of keys the version does not
 * declare must be strings (the declared ones are checked when decoded). */
static void check_limits(sc_ctx *ctx, sc_doc *doc, const char *const *keys) {
    if (!doc->root || !json_object_is_type(doc->root, json_type_object)) return;
    const struct sc_root_member *members = doc->lex.root_members;
    size_t member_count = doc->lex.root_member_count;
    size_t distinct = 0, total = 0;
    for (size_t i = 0; i < member_count; i++) {
        /* A repeated key is one attribute, holding its last value. */
        int repeated_later = 0;
        for (size_t j = i + 1; j < member_count && !repeated_later; j++)
            repeated_later = members[j].key_len == members[i].key_len &&
                             memcmp(members[j].key, members[i].key, members[i].key_len) == 0;
        if (repeated_later) continue;
        distinct++;
        const struct sc_root_member *member = &members[i];
        sc_buf path = {0};
        sc_buf_appends(&path, "$");
        sc_path_key(&path, member->key, member->key_len);
        if (member->key_len > SC_ZIM_ATTRIBUTE_KEY_BYTES)
            sc_report(ctx, "limit.zim-attribute-key", sc_buf_cstr(&path), -1, "the key is %zu bytes; ZIM allows %lld",
                      member->key_len, SC_ZIM_ATTRIBUTE_KEY_BYTES);
        if (!member->is_string) {
            if (strlen(member->key) != member->key_len || !declared(keys, member->key))
                sc_report(ctx, "wire.type", sc_buf_cstr(&path), -1, "room attribute values are strings");
        } else {
            total += member->value_len;
            if (member->value_len > SC_ZIM_ATTRIBUTE_VALUE_BYTES)
                sc_report(ctx, "limit.zim-attribute-value", sc_buf_cstr(&path), -1,
                          "the value is %zu bytes; ZIM allows %lld", member->value_len, SC_ZIM_ATTRIBUTE_VALUE_BYTES);
        }
        sc_buf_free(&path);
    }
    if (distinct > SC_ZIM_ATTRIBUTES_MAX)
        sc_report(ctx, "limit.zim-attribute-count", "$", doc->lex.root_offset,
                  "%zu attributes; a room holds at most %lld", distinct, SC_ZIM_ATTRIBUTES_MAX);
    if (total > SC_ZIM_ATTRIBUTES_TOTAL_BYTES)
        sc_report(ctx, "limit.zim-attributes-total", "$", doc->lex.root_offset,
                  "the values total %zu bytes; ZIM allows %lld", total, SC_ZIM_ATTRIBUTES_TOTAL_BYTES);
}

/* Returns whether pk_seq is there: the native kits write it, Flutter's 1-v-1 PK never did. */
static int version1(sc_ctx *ctx, sc_value *root) {
    static const char *const keys[] = {"host", "pk_room", "pk_user_id", "pk_user_name", "pk_seq"};
    sc_text values[5];
    int got[5];
    sc_value members[5];
    for (int i = 0; i < 5; i++) {
        members[i] = sc_member(ctx, root, keys[i]);
        values[i] = sc_string(ctx, &members[i], i == 4, &got[i]);
    }
    for (int i = 0; i < 3; i++) require_id(ctx, &members[i], values[i], got[i], keys[i]);
    int sequenced = members[4].present;
    for (int i = 0; i < 5; i++) sc_value_free(&members[i]);
    return sequenced;
}

static void rect_rules(sc_ctx *ctx, sc_value *rect) {
    static const char *const sides[] = {"top", "left", "right", "bottom"};
    double value[4];
    sc_value members[4];
    int usable = sc_expect_object(ctx, rect);
    for (int i = 0; i < 4; i++) {
        members[i] = sc_member(ctx, rect, sides[i]);
        value[i] = sc_double(ctx, &members[i], NULL);
    }
    (void)usable;
    for (int i = 0; i < 4; i++) {
        if (value[i] < 0)
            sc_rule(ctx, "wire.range", members[i].path, NULL, "%s is %g; canvas coordinates are never negative",
                    sides[i], value[i]);
        else if (value[i] != trunc(value[i]))
            sc_rule(ctx, "interop.fractional-number", members[i].path, NULL,
                    "%s is %g; receivers cast rect values to integers and a fraction crashes the iOS demo", sides[i],
                    value[i]);
    }
    if (value[2] < value[1])
        sc_rule(ctx, "wire.range", members[2].path, NULL,
                "right is less than left; rect holds absolute coordinates, not insets");
    if (value[3] < value[0])
        sc_rule(ctx, "wire.range", members[3].path, NULL,
                "bottom is less than top; rect holds absolute coordinates, not insets");
    for (int i = 0; i < 4; i++) sc_value_free(&members[i]);
}

static void pk_users(sc_ctx *ctx, sc_value *users_value) {
    sc_doc inner;
    char *prefix = NULL;
    if (!sc_embedded(ctx, users_value, &inner, &prefix)) return;
    sc_value array = sc_root(ctx, &inner);
    size_t count = sc_expect_array(ctx, &array);
    for (size_t i = 0; i < count; i++) {
        sc_value user = sc_element(ctx, &array, i);
        sc_expect_object(ctx, &user);
        sc_value uid = sc_member(ctx, &user, "uid"), rid = sc_member(ctx, &user, "rid");
        sc_value name = sc_member(ctx, &user, "u_name"), rect = sc_member(ctx, &user, "rect");
        int got_uid = 0, got_rid = 0;
        sc_text uid_text = sc_string(ctx, &uid, 0, &got_uid);
        sc_text rid_text = sc_string(ctx, &rid, 0, &got_rid);
        (void)sc_string(ctx, &name, 0, NULL);
        if (!rect.present) {
            sc_any(ctx, &rect);
        }
        rect_rules(ctx, &rect);
        require_id(ctx, &uid, uid_text, got_uid, "uid");
        require_id(ctx, &rid, rid_text, got_rid, "rid");
        sc_value_free(&uid);
        sc_value_free(&rid);
        sc_value_free(&name);
        sc_value_free(&rect);
        sc_value_free(&user);
    }
    if (array.usable && count > SC_PK_USERS_MAX)
        sc_rule(ctx, "wire.count", array.path, NULL, "%zu hosts in pk_users; a PK mixes at most %lld", count,
                SC_PK_USERS_MAX);
    if (!ctx->has_first_embedded) {
        ctx->first_embedded = inner.lex.facts;
        ctx->has_first_embedded = 1;
    }
    sc_value_free(&array);
    sc_doc_free(&inner);
    free(prefix);
}

static void uikit_users(sc_ctx *ctx, sc_value *users_value) {
    sc_doc inner;
    char *prefix = NULL;
    if (!sc_embedded(ctx, users_value, &inner, &prefix)) return;
    sc_value array = sc_root(ctx, &inner);
    size_t count = sc_expect_array(ctx, &array);
    for (size_t i = 0; i < count; i++) {
        sc_value entry = sc_element(ctx, &array, i);
        sc_expect_object(ctx, &entry);
        sc_value info = sc_member(ctx, &entry, "user_info"), live = sc_member(ctx, &entry, "live_id");
        sc_object_field(ctx, &info, 0);
        (void)sc_string(ctx, &live, 0, NULL);
        sc_value_free(&info);
        sc_value_free(&live);
        sc_value_free(&entry);
    }
    if (!ctx->has_first_embedded) {
        ctx->first_embedded = inner.lex.facts;
        ctx->has_first_embedded = 1;
    }
    sc_value_free(&array);
    sc_doc_free(&inner);
    free(prefix);
}

void sc_family_pk_attributes(sc_ctx *ctx, sc_doc *doc, int form, sc_outcome *out) {
    static const char *const v1_keys[] = {"host", "pk_room", "pk_user_id", "pk_user_name", "pk_seq", NULL};
    static const char *const v2_keys[] = {"host_user_id", "request_id", "pk_users", NULL};
    static const char *const uikit_keys[] = {"host", "r_id", "pk_users", NULL};
    out->family = "pk.room-attributes";
    sc_value root = sc_root(ctx, doc);
    if (form == SC_FORM_PK_ATTRIBUTES_V1) {
        check_limits(ctx, doc, v1_keys);
        sc_expect_object(ctx, &root);
        int sequenced = version1(ctx, &root);
        out->version = 1;
        out->dialect = sequenced || !root.usable ? "one-v-one" : "flutter-one-v-one";
    } else if (form == SC_FORM_PK_ATTRIBUTES_V2) {
        check_limits(ctx, doc, v2_keys);
        sc_expect_object(ctx, &root);
        sc_value host = sc_member(ctx, &root, "host_user_id"), request = sc_member(ctx, &root, "request_id");
        sc_value users = sc_member(ctx, &root, "pk_users");
        int got_host = 0, got_request = 0;
        sc_text host_text = sc_string(ctx, &host, 0, &got_host);
        sc_text request_text = sc_string(ctx, &request, 0, &got_request);
        pk_users(ctx, &users);
        require_id(ctx, &host, host_text, got_host, "host_user_id");
        require_id(ctx, &request, request_text, got_request, "request_id");
        out->version = 2;
        out->dialect = !ctx->has_first_embedded            ? "android"
                       : ctx->first_embedded.newlines      ? "ios"
                       : ctx->first_embedded.zero_fraction ? "flutter"
                                                           : "android";
        sc_value_free(&host);
        sc_value_free(&request);
        sc_value_free(&users);
    } else {
        check_limits(ctx, doc, uikit_keys);
        sc_expect_object(ctx, &root);
        sc_value host = sc_member(ctx, &root, "host"), room = sc_member(ctx, &root, "r_id");
        sc_value users = sc_member(ctx, &root, "pk_users");
        int got_host = 0, got_room = 0;
        sc_text host_text = sc_string(ctx, &host, 0, &got_host);
        sc_text room_text = sc_string(ctx, &room, 0, &got_room);
        uikit_users(ctx, &users);
        sc_rule(ctx, "interop.uikit-attributes", room.path, NULL,
                "these are the prebuilt UIKit's PK attributes (host, r_id); the demo apps look for host_user_id");
        require_id(ctx, &host, host_text, got_host, "host");
        require_id(ctx, &room, room_text, got_room, "r_id");
        out->version = 2;
        out->dialect = "uikit";
        sc_value_free(&host);
        sc_value_free(&room);
        sc_value_free(&users);
    }
    sc_value_free(&root);
}
