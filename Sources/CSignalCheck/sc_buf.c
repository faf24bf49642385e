/* Growable text and JSON path rendering. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sc_internal.h"

static int sc_buf_reserve(sc_buf *buf, size_t extra) {
    if (buf->failed) return 0;
    if (extra > SIZE_MAX - buf->len - 1) {
        buf->failed = 1;
        return 0;
    }
    size_t need = buf->len + extra + 1;
    if (need <= buf->cap) return 1;
    size_t cap = buf->cap ? buf->cap : 32;
    while (cap < need) cap = cap > SIZE_MAX / 2 ? need : cap * 2;
    char *data = sc_realloc(buf->data, cap);
    if (!data) {
        buf->failed = 1;
        return 0;
    }
    buf->data = data;
    buf->cap = cap;
    return 1;
}

void sc_buf_append(sc_buf *buf, const char *bytes, size_t count) {
    if (!sc_buf_reserve(buf, count)) return;
    if (count) memcpy(buf->data + buf->len, bytes, count);
    buf->len += count;
    buf->data[buf->len] = '\0';
}

void sc_buf_appends(sc_buf *buf, const char *text) { sc_buf_append(buf, text, strlen(text)); }

void sc_buf_appendf(sc_buf *buf, const char *format, ...) {
    va_list args;
    va_start(args, format);
    va_list copy;
    va_copy(copy, args);
    int needed = vsnprintf(NULL, 0, format, copy);
    va_end(copy);
    if (needed > 0 && sc_buf_reserve(buf, (size_t)needed)) {
        vsnprintf(buf->data + buf->len, (size_t)needed + 1, format, args);
        buf->len += (size_t)needed;
    }
    va_end(args);
}

void sc_buf_truncate(sc_buf *buf, size_t len) {
    if (len < buf->len) {
        buf->len = len;
        buf->data[len] = '\0';
    }
}

const char *sc_buf_cstr(sc_buf *buf) { return buf->data ? buf->data : ""; }

void sc_buf_free(sc_buf *buf) {
    free(buf->data);
    buf->data = NULL;
    buf->len = buf->cap = 0;
}

void sc_json_quote(sc_buf *out, const char *text, size_t len) {
    static const char hex[] = "0123456789abcdef";
    sc_buf_append(out, "\"", 1);
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)text[i];
        switch (c) {
        case '"': sc_buf_append(out, "\\\"", 2); break;
        case '\\': sc_buf_append(out, "\\\\", 2); break;
        case '\b': sc_buf_append(out, "\\b", 2); break;
        case '\f': sc_buf_append(out, "\\f", 2); break;
        case '\n': sc_buf_append(out, "\\n", 2); break;
        case '\r': sc_buf_append(out, "\\r", 2); break;
        case '\t': sc_buf_append(out, "\\t", 2); break;
        default:
            if (c < 0x20) {
                char escape[6] = {'\\', 'u', '0', '0', hex[c >> 4], hex[c & 15]};
                sc_buf_append(out, escape, 6);
            } else {
                sc_buf_append(out, (const char *)&text[i], 1);
            }
        }
    }
    sc_buf_append(out, "\"", 1);
}

/* Keys of ASCII letters, digits and '_' not starting with a digit are written .key. */
static int sc_plain_key(const char *key, size_t len) {
    if (len == 0 || (key[0] >= '0' && key[0] <= '9')) return 0;
    for (size_t i = 0; i < len; i++) {
        char c = key[i];
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_')) return 0;
    }
    return 1;
}

void sc_path_key(sc_buf *path, const char *key, size_t key_len) {
    if (sc_plain_key(key, key_len)) {
        sc_buf_append(path, ".", 1);
        sc_buf_append(path, key, key_len);
    } else {
        sc_buf_append(path, "[", 1);
        sc_json_quote(path, key, key_len);
        sc_buf_append(path, "]", 1);
    }
}

void sc_path_index(sc_buf *path, size_t index) { sc_buf_appendf(path, "[%zu]", index); }

void sc_path_embedded(sc_buf *path) { sc_buf_appends(path, "<json>"); }

int sc_path_within(const char *path, const char *ancestor) {
    /* A path whose buffer failed to grow is NULL; the failure is counted where it happened. */
    if (!path || !ancestor) return 0;
    size_t n = strlen(ancestor);
    if (strncmp(path, ancestor, n) != 0) return 0;
    char next = path[n];
    return next == '\0' || next == '.' || next == '[' || next == '<';
}
