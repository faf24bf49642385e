/*
 * Byte offsets for findings that name only a path, placed as the Swift library's walker
 * places them: the value at the path; for a missing key or element, the container that
 * lacks it; through "<json>", inside the document a string holds, mapped back
 * to the raw bytes of that string. Values carry their first byte as json-c userdata (the
 * strict pass sets it); nulls, which json-c holds as NULL, are listed by the strict pass.
 */
#include <stdlib.h>
#include <string.h>

#include "sc_internal.h"

size_t sc_raw_index(const unsigned char *bytes, size_t content, size_t decoded) {
    size_t raw = content, seen = 0;
    while (seen < decoded && bytes[raw] != '"') {
        if (bytes[raw] != '\\') {
            raw++;
            seen++;
            continue;
        }
        if (bytes[raw + 1] != 'u') {
            raw += 2;
            seen++;
            continue;
        }
        /* \uXXXX, or a surrogate pair \uD8xx\uDCxx: the UTF-8 length of what it decodes to. */
        unsigned code = 0;
        for (size_t k = 2; k < 6; k++) {
            unsigned char h = bytes[raw + k];
            code = code * 16 + (unsigned)(h <= '9' ? h - '0' : (h | 0x20) - 'a' + 10);
        }
        if (code >= 0xD800 && code <= 0xDBFF && bytes[raw + 6] == '\\' && bytes[raw + 7] == 'u') {
            raw += 12;
            seen += 4;
        } else {
            raw += 6;
            seen += code < 0x80 ? 1 : code < 0x800 ? 2 : 3;
        }
    }
    return raw;
}

/* The documents held by strings, read again when a path steps into one (kept for the next). */
typedef struct held {
    const char *text;
    sc_lex_result lex;
    struct held *next;
} held;

typedef struct locator {
    const sc_options *options;
    held *documents;
    int out_of_memory;
} locator;

static const sc_lex_result *document_in(locator *loc, const char *text, size_t len) {
    for (held *h = loc->documents; h; h = h->next)
        if (h->text == text) return &h->lex;
    held *h = sc_calloc(1, sizeof *h);
    if (!h) {
        loc->out_of_memory = 1;
        return NULL;
    }
    h->text = text;
    sc_lex((const unsigned char *)text, len, loc->options, &h->lex);
    if (h->lex.out_of_memory) loc->out_of_memory = 1;
    h->next = loc->documents;
    loc->documents = h;
    return &h->lex;
}

static long offset_of(json_object *value, const unsigned char *base) {
    const unsigned char *at = json_object_get_userdata(value);
    return at ? (long)(at - base) : -1;
}

static long null_offset(const sc_lex_result *lex, json_object *parent, const char *key, size_t index) {
    for (size_t i = lex->null_count; i > 0; i--) {
        const struct sc_null_value *n = &lex->nulls[i - 1];
        if (n->parent == parent && (key ? n->key && strcmp(n->key, key) == 0 : n->index == index)) return n->offset;
    }
    return -1;
}

/* Reads one quoted key of a path ("...") into `key` as json-c holds it; returns the length
 * of the quoted text, or 0. */
static size_t quoted_key(const char *path, sc_buf *key) {
    size_t i = 1;
    while (path[i] && path[i] != '"') {
        if (path[i] != '\\') {
            sc_buf_append(key, path + i, 1);
            i++;
            continue;
        }
        char c = path[i + 1];
        const char *simple = c ? strchr("\"\\/bfnrt", c) : NULL;
        if (simple) {
            sc_buf_append(key, &"\"\\/\b\f\n\r\t"[simple - "\"\\/bfnrt"], 1);
            i += 2;
        } else if (c == 'u' && strncmp(path + i + 2, "00", 2) == 0 && path[i + 4] && path[i + 5]) {
            /* Paths escape only control characters; U+0000 is held as U+10FFFF (sc_lex.c). */
            unsigned value = (unsigned)strtoul((char[]){path[i + 4], path[i + 5], 0}, NULL, 16);
            if (value == 0)
                sc_buf_append(key, "\xF4\x8F\xBF\xBF", 4);
            else
                sc_buf_append(key, (char[]){(char)value}, 1);
            i += 6;
        } else {
            return 0;
        }
    }
    return path[i] == '"' ? i + 1 : 0;
}

/* The offset of `path` (after its "$") in the document `base` whose tree is `root`; `inside`
 * as sc_locate says. */
static long resolve(locator *loc, const unsigned char *base, const sc_lex_result *lex, json_object *root,
                    const char *path, long inside) {
    json_object *value = root;
    long offset = lex->root_offset;
    int is_null = root == NULL;
    sc_buf key = {0};
    while (*path) {
        json_object *parent = value, *found = NULL;
        int present = 0;
        sc_buf_truncate(&key, 0);
        if (path[0] == '.' || (path[0] == '[' && path[1] == '"')) {
            size_t used;
            if (path[0] == '.') {
                used = 1;
                while (path[used] && path[used] != '.' && path[used] != '[' && path[used] != '<') used++;
                sc_buf_append(&key, path + 1, used - 1);
            } else {
                size_t quoted = quoted_key(path + 1, &key);
                if (quoted == 0 || path[1 + quoted] != ']') break;
                used = quoted + 2;
            }
            path += used;
            if (is_null || !json_object_is_type(value, json_type_object) || key.failed) break;
            present = json_object_object_get_ex(value, sc_buf_cstr(&key), &found);
            if (!present) break;
            offset = found ? offset_of(found, base) : null_offset(lex, parent, sc_buf_cstr(&key), 0);
        } else if (path[0] == '[') {
            char *end = NULL;
            unsigned long index = strtoul(path + 1, &end, 10);
            if (!end || *end != ']') break;
            path = end + 1;
            if (is_null || !json_object_is_type(value, json_type_array) || index >= json_object_array_length(value))
                break;
            found = json_object_array_get_idx(value, index);
            offset = found ? offset_of(found, base) : null_offset(lex, parent, NULL, index);
        } else if (strncmp(path, "<json>", 6) == 0) {
            path += 6;
            if (is_null || !json_object_is_type(value, json_type_string)) break;
            const char *text = json_object_get_string(value);
            const sc_lex_result *inner = document_in(loc, text, (size_t)json_object_get_string_len(value));
            /* Swift: a string that does not hold a document resolves to its first byte. */
            long at =
                inner && inner->ok ? resolve(loc, (const unsigned char *)text, inner, inner->root, path, inside) : 0;
            sc_buf_free(&key);
            return (long)sc_raw_index(base, (size_t)offset + 1, at < 0 ? 0 : (size_t)at);
        } else {
            break;
        }
        if (offset < 0) break;
        value = found;
        is_null = found == NULL;
    }
    sc_buf_free(&key);
    if (*path == '\0' && inside >= 0 && !is_null && json_object_is_type(value, json_type_string))
        return (long)sc_raw_index(base, (size_t)offset + 1, (size_t)inside);
    return offset;
}

void sc_locate(const sc_doc *doc, const unsigned char *bytes, const sc_options *options, sc_diagnostic *items,
               const struct sc_where *where, size_t count, int *out_of_memory) {
    locator loc = {.options = options};
    for (size_t i = 0; i < count; i++) {
        if (items[i].offset >= 0 || strncmp(items[i].path, "$", 1) != 0) continue;
        char *path = items[i].path;
        size_t length = where ? where[i].path_length : strlen(path);
        char saved = path[length];
        path[length] = '\0';
        items[i].offset = resolve(&loc, bytes, &doc->lex, doc->root, path + 1, where ? where[i].inside : -1);
        path[length] = saved;
    }
    while (loc.documents) {
        held *next = loc.documents->next;
        sc_lex_free(&loc.documents->lex);
        free(loc.documents);
        loc.documents = next;
    }
    if (loc.out_of_memory) *out_of_memory = 1;
}
