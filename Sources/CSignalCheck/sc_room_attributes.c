/* ZIM's limits on a room-attribute map, for the forms whose message is one (the PK room
 * attributes): the number of attributes, the bytes of a key, of a string value and of all values
 * together (SC_ZIM_*, generated from the Swift declaration of the limits). */
#include <string.h>

#include "sc_internal.h"
#include "sc_spec_walk.h"
#include "sc_spec_walk_table.h"

/* Whether the root spec `root` declares `key` (its own walk then judges the value's kind). */
static int declared(const sc_spec_value *root, const char *key, size_t key_len) {
    if (root->kind != SC_SPEC_OBJECT || strlen(key) != key_len) return 0;
    const sc_spec_object *object = &sc_spec_objects[root->child];
    for (size_t i = 0; i < object->member_count; i++)
        if (strcmp(sc_spec_members[object->first_member + i].key, key) == 0) return 1;
    return 0;
}

void sc_room_attribute_limits(sc_ctx *ctx, sc_doc *doc, const sc_spec_value *root) {
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
            if (!declared(root, member->key, member->key_len))
                sc_report(ctx, "wire.type", sc_buf_cstr(&path), -1, "room attribute values are strings");
        } else {
            total += member->value_len;
            if (member->value_len > SC_ZIM_ATTRIBUTE_VALUE_BYTES)
                sc_report(ctx, "limit.zim-attribute-value", sc_buf_cstr(&path), -1,
                          "the value is %zu bytes; ZIM allows %lld", member->value_len, SC_ZIM_ATTRIBUTE_VALUE_BYTES);
        }
        if (path.failed) ctx->out_of_memory = 1;
        sc_buf_free(&path);
    }
    if (distinct > SC_ZIM_ATTRIBUTES_MAX)
        sc_report(ctx, "limit.zim-attribute-count", "$", doc->lex.root_offset,
                  "%zu attributes; a room holds at most %lld", distinct, SC_ZIM_ATTRIBUTES_MAX);
    if (total > SC_ZIM_ATTRIBUTES_TOTAL_BYTES)
        sc_report(ctx, "limit.zim-attributes-total", "$", doc->lex.root_offset,
                  "the values total %zu bytes; ZIM allows %lld", total, SC_ZIM_ATTRIBUTES_TOTAL_BYTES);
}
