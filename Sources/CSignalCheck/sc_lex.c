/*
 * The one strict pass over a document. json-c's own parser accepts much that RFC 8259 forbids
 * (NaN, single quotes, raw control characters, overlong UTF-8, lone surrogates), saturates
 * large integers and keeps only the last of repeated keys. So this pass reads the bytes with
 * the same rules, limits, codes and paths as the Swift reader, and builds the json-c tree
 * itself as it goes (json-c's tokener never runs): each message is read once. It also records
 * what a json-c tree cannot tell: repeated keys, the writer's layout, and each number's
 * lexeme (the number's userdata points at it in the document's bytes).
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sc_internal.h"

typedef struct frame {
    int is_object;
    size_t count;           /* members begun */
    int key_set;            /* objects: the current member's key has been read */
    size_t base_len;        /* path length without this frame's current member */
    json_object *container; /* the value being built, until it is attached to its parent */
    size_t start;           /* where it starts */
    sc_buf member_key;      /* objects: the current key as json-c holds it (see sc_internal.h) */
    char **keys;            /* objects: decoded keys, for repeated-key detection */
    size_t *key_lens;
    long *key_offsets;
    size_t key_count;
    size_t key_cap;
} frame;

typedef struct lexer {
    const unsigned char *p;
    size_t len;
    size_t pos;
    const sc_options *options;
    frame *stack; /* grown as the nesting deepens, up to max_depth */
    size_t stack_cap;
    size_t depth;
    sc_buf path;
    sc_lex_result *out;
    int failed;
    size_t last_string_length; /* decoded bytes of the string just read */
    sc_buf scratch;            /* a string value's decoded bytes */
} lexer;

static void lex_fail(lexer *lx, const char *code, size_t offset, const char *format, ...)
    __attribute__((format(printf, 4, 5)));

static void lex_fail(lexer *lx, const char *code, size_t offset, const char *format, ...) {
    if (lx->failed) return;
    lx->failed = 1;
    lx->out->ok = 0;
    lx->out->code = code;
    lx->out->offset = (long)offset;
    sc_buf_appends(&lx->out->path, lx->path.len ? sc_buf_cstr(&lx->path) : "$");
    va_list args;
    va_start(args, format);
    char text[256];
    vsnprintf(text, sizeof text, format, args);
    va_end(args);
    sc_buf_appends(&lx->out->message, text);
}

static void frame_free(frame *f) {
    if (f->container) json_object_put(f->container);
    sc_buf_free(&f->member_key);
    for (size_t i = 0; i < f->key_count; i++) free(f->keys[i]);
    free(f->keys);
    free(f->key_lens);
    free(f->key_offsets);
}

/* ---- bytes ---- */

static int is_ws(unsigned char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

static void skip_ws(lexer *lx) {
    while (lx->pos < lx->len && is_ws(lx->p[lx->pos])) {
        if ((lx->p[lx->pos] == '\n' || lx->p[lx->pos] == '\r') && lx->depth > 0) lx->out->facts.newlines = 1;
        lx->pos++;
    }
}

static int hex_value(unsigned char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

static long hex4(const lexer *lx, size_t at) {
    if (at + 4 > lx->len) return -1;
    long value = 0;
    for (size_t i = 0; i < 4; i++) {
        int digit = hex_value(lx->p[at + i]);
        if (digit < 0) return -1;
        value = value << 4 | digit;
    }
    return value;
}

/* Length of the well-formed UTF-8 sequence at `at` (RFC 3629), or 0. */
static size_t utf8_length(const lexer *lx, size_t at) {
    unsigned char lead = lx->p[at];
    size_t n;
    unsigned char lo = 0x80, hi = 0xBF;
    if (lead < 0x80) return 1;
    if (lead >= 0xC2 && lead <= 0xDF)
        n = 2;
    else if (lead == 0xE0) {
        n = 3;
        lo = 0xA0;
    } else if ((lead >= 0xE1 && lead <= 0xEC) || lead == 0xEE || lead == 0xEF)
        n = 3;
    else if (lead == 0xED) {
        n = 3;
        hi = 0x9F;
    } else if (lead == 0xF0) {
        n = 4;
        lo = 0x90;
    } else if (lead >= 0xF1 && lead <= 0xF3)
        n = 4;
    else if (lead == 0xF4) {
        n = 4;
        hi = 0x8F;
    } else
        return 0;
    if (at + n > lx->len) return 0;
    if (lx->p[at + 1] < lo || lx->p[at + 1] > hi) return 0;
    for (size_t i = 2; i < n; i++) {
        if ((lx->p[at + i] & 0xC0) != 0x80) return 0;
    }
    return n;
}

static void describe(const lexer *lx, size_t at, char *out, size_t size) {
    unsigned char c = lx->p[at];
    if (c > 0x20 && c < 0x7F)
        snprintf(out, size, "'%c'", c);
    else
        snprintf(out, size, "byte 0x%02X", c);
}

/* ---- strings ---- */

static void put_utf8(sc_buf *out, unsigned long scalar) {
    char bytes[4];
    size_t n;
    if (scalar < 0x80) {
        bytes[0] = (char)scalar;
        n = 1;
    } else if (scalar < 0x800) {
        bytes[0] = (char)(0xC0 | scalar >> 6);
        bytes[1] = (char)(0x80 | (scalar & 0x3F));
        n = 2;
    } else if (scalar < 0x10000) {
        bytes[0] = (char)(0xE0 | scalar >> 12);
        bytes[1] = (char)(0x80 | (scalar >> 6 & 0x3F));
        bytes[2] = (char)(0x80 | (scalar & 0x3F));
        n = 3;
    } else {
        bytes[0] = (char)(0xF0 | scalar >> 18);
        bytes[1] = (char)(0x80 | (scalar >> 12 & 0x3F));
        bytes[2] = (char)(0x80 | (scalar >> 6 & 0x3F));
        bytes[3] = (char)(0x80 | (scalar & 0x3F));
        n = 4;
    }
    sc_buf_append(out, bytes, n);
}

/* Reads the string at `pos` (its quote); `decoded` (may be NULL) receives its value. */
static int lex_string(lexer *lx, int is_key, sc_buf *decoded) {
    size_t quote = lx->pos++;
    size_t length = 0;
    while (1) {
        if (lx->pos >= lx->len) {
            lex_fail(lx, "json.syntax", quote, "the string starting here is not terminated");
            return 0;
        }
        /* A run of plain ASCII is copied whole. */
        size_t run = lx->pos;
        while (run < lx->len && lx->p[run] >= 0x20 && lx->p[run] < 0x80 && lx->p[run] != '"' && lx->p[run] != '\\')
            run++;
        if (run > lx->pos) {
            if (decoded) sc_buf_append(decoded, (const char *)lx->p + lx->pos, run - lx->pos);
            length += run - lx->pos;
            lx->pos = run;
            continue;
        }
        unsigned char c = lx->p[lx->pos];
        if (c == '"') break;
        if (c == '\\') {
            size_t start = lx->pos;
            if (lx->pos + 1 >= lx->len) {
                lex_fail(lx, "json.syntax", start, "the string ends inside an escape");
                return 0;
            }
            unsigned char letter = lx->p[lx->pos + 1];
            const char *simple = strchr("\"\\/bfnrt", letter);
            if (letter != 0 && simple) {
                static const char values[] = "\"\\/\b\f\n\r\t";
                if (letter == '/') lx->out->facts.escaped_slash = 1;
                if (decoded) sc_buf_append(decoded, &values[simple - "\"\\/bfnrt"], 1);
                length += 1;
                lx->pos += 2;
                continue;
            }
            if (letter != 'u') {
                char what[16];
                describe(lx, lx->pos + 1, what, sizeof what);
                lex_fail(lx, "json.syntax", start, "invalid escape \\%s in a string",
                         (letter > 0x20 && letter < 0x7F) ? (char[]){(char)letter, 0} : what);
                return 0;
            }
            long unit = hex4(lx, lx->pos + 2);
            if (unit < 0) {
                lex_fail(lx, "json.syntax", start, "\\u must be followed by four hexadecimal digits");
                return 0;
            }
            lx->pos += 6;
            unsigned long scalar = (unsigned long)unit;
            if (unit >= 0xD800 && unit <= 0xDBFF) {
                long low = (lx->pos + 1 < lx->len && lx->p[lx->pos] == '\\' && lx->p[lx->pos + 1] == 'u')
                               ? hex4(lx, lx->pos + 2)
                               : -1;
                if (low < 0xDC00 || low > 0xDFFF) {
                    lex_fail(lx, "json.utf8", start, "\\u%04lX is a lone high surrogate; it has no UTF-8 form",
                             (unsigned long)unit);
                    return 0;
                }
                lx->pos += 6;
                scalar = 0x10000 + (((unsigned long)unit - 0xD800) << 10) + ((unsigned long)low - 0xDC00);
                length += 4;
            } else if (unit >= 0xDC00 && unit <= 0xDFFF) {
                lex_fail(lx, "json.utf8", start, "\\u%04lX is a lone low surrogate; it has no UTF-8 form",
                         (unsigned long)unit);
                return 0;
            } else {
                length += unit < 0x80 ? 1 : unit < 0x800 ? 2 : 3;
            }
            if (decoded) put_utf8(decoded, scalar);
            continue;
        }
        if (c < 0x20) {
            lex_fail(lx, "json.syntax", lx->pos,
                     "control character U+%04X must be written as an escape inside a string", c);
            return 0;
        }
        size_t width = utf8_length(lx, lx->pos);
        if (width == 0) {
            char what[16];
            describe(lx, lx->pos, what, sizeof what);
            lex_fail(lx, "json.utf8", lx->pos, "invalid UTF-8 (%s) in a string", what);
            return 0;
        }
        if (decoded) sc_buf_append(decoded, (const char *)lx->p + lx->pos, width);
        length += width;
        lx->pos += width;
    }
    lx->pos++;
    lx->last_string_length = length;
    if (length > lx->options->max_string_length) {
        lex_fail(lx, "json.string-length", quote, "a %s of %zu bytes; the limit is %zu", is_key ? "key" : "string",
                 length, lx->options->max_string_length);
        return 0;
    }
    return 1;
}

/* ---- numbers and literals ---- */

static int is_digit(unsigned char c) { return c >= '0' && c <= '9'; }

/* Remembers where a null (a NULL json-c value, which holds no userdata) lies in its container. */
static void record_null(lexer *lx, size_t start) {
    sc_lex_result *out = lx->out;
    frame *f = &lx->stack[lx->depth - 1];
    if (out->null_count == out->null_cap) {
        size_t cap = out->null_cap ? out->null_cap * 2 : 4;
        struct sc_null_value *grown = sc_realloc(out->nulls, cap * sizeof *grown);
        if (!grown) {
            out->out_of_memory = 1;
            return;
        }
        out->nulls = grown;
        out->null_cap = cap;
    }
    char *key = NULL;
    if (f->is_object) {
        key = sc_malloc(f->member_key.len + 1);
        if (!key) {
            out->out_of_memory = 1;
            return;
        }
        memcpy(key, sc_buf_cstr(&f->member_key), f->member_key.len + 1);
    }
    out->nulls[out->null_count++] =
        (struct sc_null_value){.parent = f->container, .key = key, .index = f->count - 1, .offset = (long)start};
}

/* Hands a finished value that starts at `start` to its container (or makes it the root);
 * takes `value`. Its userdata points at its first byte (sc_locate, sc_number_lexeme). */
static void attach(lexer *lx, json_object *value, size_t start) {
    if (value) json_object_set_userdata(value, (void *)(uintptr_t)(lx->p + start), NULL);
    if (lx->depth == 0) {
        /* A number's lexeme ends at the delimiter after it; a root number may end the bytes. */
        if (value && (json_object_is_type(value, json_type_int) || json_object_is_type(value, json_type_double)))
            json_object_set_userdata(value, NULL, NULL);
        lx->out->root = value;
        return;
    }
    if (!value) record_null(lx, start);
    frame *f = &lx->stack[lx->depth - 1];
    int status = f->is_object ? json_object_object_add(f->container, sc_buf_cstr(&f->member_key), value)
                              : json_object_array_add(f->container, value);
    if (status != 0 || f->member_key.failed || lx->out->out_of_memory) {
        if (status != 0) json_object_put(value);
        lx->out->out_of_memory = 1;
        lx->failed = 1;
        lx->out->ok = 0;
    }
}

/* Attaches a new scalar; NULL from a json_object_new_* (other than for null) ran out of memory. */
static int attach_new(lexer *lx, json_object *value, size_t start) {
    if (!value) {
        lx->out->out_of_memory = 1;
        lx->failed = 1;
        lx->out->ok = 0;
        return 0;
    }
    attach(lx, value, start);
    return !lx->failed;
}

static int lex_number(lexer *lx) {
    size_t start = lx->pos;
    if (lx->p[lx->pos] == '-') lx->pos++;
    if (lx->pos >= lx->len || !is_digit(lx->p[lx->pos])) {
        lex_fail(lx, "json.syntax", lx->pos, "a '-' must be followed by digits");
        return 0;
    }
    if (lx->p[lx->pos] == '0') {
        lx->pos++;
        if (lx->pos < lx->len && is_digit(lx->p[lx->pos])) {
            lex_fail(lx, "json.syntax", start, "numbers may not have leading zeros");
            return 0;
        }
    } else {
        while (lx->pos < lx->len && is_digit(lx->p[lx->pos])) lx->pos++;
    }
    int zero_fraction = 0;
    if (lx->pos < lx->len && lx->p[lx->pos] == '.') {
        lx->pos++;
        if (lx->pos >= lx->len || !is_digit(lx->p[lx->pos])) {
            lex_fail(lx, "json.syntax", lx->pos, "a '.' in a number must be followed by digits");
            return 0;
        }
        zero_fraction = 1;
        while (lx->pos < lx->len && is_digit(lx->p[lx->pos])) {
            if (lx->p[lx->pos] != '0') zero_fraction = 0;
            lx->pos++;
        }
    }
    if (lx->pos < lx->len && (lx->p[lx->pos] == 'e' || lx->p[lx->pos] == 'E')) {
        zero_fraction = 0;
        lx->pos++;
        if (lx->pos < lx->len && (lx->p[lx->pos] == '+' || lx->p[lx->pos] == '-')) lx->pos++;
        if (lx->pos >= lx->len || !is_digit(lx->p[lx->pos])) {
            lex_fail(lx, "json.syntax", lx->pos, "an exponent must have digits");
            return 0;
        }
        while (lx->pos < lx->len && is_digit(lx->p[lx->pos])) lx->pos++;
    }
    if (zero_fraction) lx->out->facts.zero_fraction = 1;
    /* The value json-c would give (decoding reads the exact lexeme instead, by userdata); the
     * bytes need not end after the number, so it is converted from a terminated copy. */
    size_t n = lx->pos - start;
    char local[64], *copy = n < sizeof local ? local : sc_malloc(n + 1);
    if (!copy) return attach_new(lx, NULL, start);
    memcpy(copy, lx->p + start, n);
    copy[n] = '\0';
    int integral = !strpbrk(copy, ".eE");
    json_object *number =
        integral ? json_object_new_int64(strtoll(copy, NULL, 10)) : json_object_new_double(sc_lexeme_to_double(copy));
    if (copy != local) free(copy);
    return attach_new(lx, number, start);
}

static int lex_literal(lexer *lx, const char *word) {
    size_t n = strlen(word);
    if (lx->pos + n > lx->len || memcmp(lx->p + lx->pos, word, n) != 0) {
        lex_fail(lx, "json.syntax", lx->pos, "invalid literal; JSON has only true, false and null");
        return 0;
    }
    size_t start = lx->pos;
    lx->pos += n;
    if (word[0] == 'n') { /* json-c's null is a NULL value */
        attach(lx, NULL, start);
        return !lx->failed;
    }
    return attach_new(lx, json_object_new_boolean(word[0] == 't'), start);
}

/* ---- structure ---- */

static const char *unexpected(const lexer *lx, const char *expecting, char *out, size_t size) {
    unsigned char c = lx->p[lx->pos];
    if (c == '/')
        snprintf(out, size, "comments are not allowed in JSON (expected %s)", expecting);
    else if (c == '\'')
        snprintf(out, size, "strings must use double quotes, not single quotes (expected %s)", expecting);
    else if (c == '}' || c == ']')
        snprintf(out, size, "unexpected '%c'; expected %s", c, expecting);
    else if (c == 'N' || c == 'I')
        snprintf(out, size, "NaN and Infinity are not JSON numbers (expected %s)", expecting);
    else {
        char what[16];
        describe(lx, lx->pos, what, sizeof what);
        snprintf(out, size, "unexpected %s; expected %s", what, expecting);
    }
    return out;
}

static void fail_at_end(lexer *lx) {
    if (lx->depth == 0)
        lex_fail(lx, "json.syntax", lx->pos, "unexpected end of input; expected a value");
    else
        lex_fail(lx, "json.syntax", lx->pos, "unexpected end of input inside an %s",
                 lx->stack[lx->depth - 1].is_object ? "object" : "array");
}

/* Begins one more member of the innermost container, enforcing the container limit. */
static int count_member(lexer *lx) {
    frame *f = &lx->stack[lx->depth - 1];
    f->count++;
    if (f->count > lx->options->max_container_size) {
        sc_buf_truncate(&lx->path, f->base_len);
        lex_fail(lx, "json.container-size", lx->pos, "more than %zu %s in one container",
                 lx->options->max_container_size, f->is_object ? "members" : "elements");
        return 0;
    }
    sc_buf_truncate(&lx->path, f->base_len);
    if (!f->is_object)
        sc_path_index(&lx->path, f->count - 1);
    else
        f->key_set = 0;
    return 1;
}

static int remember_key(frame *f, sc_buf *key, long offset) {
    if (f->key_count == f->key_cap) {
        size_t cap = f->key_cap ? f->key_cap * 2 : 8;
        char **keys = sc_realloc(f->keys, cap * sizeof *keys);
        if (keys) f->keys = keys;
        size_t *lens = sc_realloc(f->key_lens, cap * sizeof *lens);
        if (lens) f->key_lens = lens;
        long *offsets = sc_realloc(f->key_offsets, cap * sizeof *offsets);
        if (offsets) f->key_offsets = offsets;
        if (!keys || !lens || !offsets) return 0;
        f->key_cap = cap;
    }
    char *copy = sc_malloc(key->len + 1);
    if (!copy) return 0;
    if (key->len) memcpy(copy, key->data, key->len);
    copy[key->len] = '\0';
    f->keys[f->key_count] = copy;
    f->key_lens[f->key_count] = key->len;
    f->key_offsets[f->key_count] = offset;
    f->key_count++;
    return 1;
}

/* Records a member of the root object; its value's kind is filled in when it is read. */
static int record_root_member(lexer *lx, sc_buf *key) {
    sc_lex_result *out = lx->out;
    struct sc_root_member *members = sc_realloc(out->root_members, (out->root_member_count + 1) * sizeof *members);
    if (!members) return 0;
    out->root_members = members;
    char *copy = sc_malloc(key->len + 1);
    if (!copy) return 0;
    if (key->len) memcpy(copy, key->data, key->len);
    copy[key->len] = '\0';
    members[out->root_member_count++] =
        (struct sc_root_member){.key = copy, .key_len = key->len, .is_string = 0, .value_len = 0};
    return 1;
}

/* Reads `"key" :` and leaves `pos` at the member's value. */
static int begin_member(lexer *lx, int after_comma) {
    char message[160];
    if (lx->pos >= lx->len) {
        fail_at_end(lx);
        return 0;
    }
    if (lx->p[lx->pos] != '"') {
        lex_fail(
            lx, "json.syntax", lx->pos, "%s",
            unexpected(lx, after_comma ? "a quoted key after ','" : "a quoted key or '}'", message, sizeof message));
        return 0;
    }
    if (!count_member(lx)) return 0;
    frame *f = &lx->stack[lx->depth - 1];
    sc_buf key = {0};
    long key_offset = (long)lx->pos;
    if (!lex_string(lx, 1, &key)) {
        sc_buf_free(&key);
        return 0;
    }
    f->key_set = 1;
    sc_path_key(&lx->path, key.data ? key.data : "", key.len);
    /* json-c keys are C strings: U+0000 inside a key goes to json-c as U+10FFFF. */
    sc_buf_truncate(&f->member_key, 0);
    for (size_t from = 0, i = 0; i <= key.len; i++) {
        if (i < key.len && key.data[i] != '\0') continue;
        sc_buf_append(&f->member_key, key.data ? key.data + from : "", i - from);
        if (i < key.len) sc_buf_append(&f->member_key, "\xF4\x8F\xBF\xBF", 4);
        from = i + 1;
    }
    if (lx->depth == 1 && !record_root_member(lx, &key)) {
        sc_buf_free(&key);
        lx->out->out_of_memory = 1;
        return 0;
    }
    int kept = remember_key(f, &key, key_offset);
    sc_buf_free(&key);
    if (!kept) {
        lx->out->out_of_memory = 1;
        return 0;
    }
    skip_ws(lx);
    if (lx->pos >= lx->len) {
        fail_at_end(lx);
        return 0;
    }
    if (lx->p[lx->pos] != ':') {
        lex_fail(lx, "json.syntax", lx->pos, "%s", unexpected(lx, "':' after the key", message, sizeof message));
        return 0;
    }
    lx->pos++;
    skip_ws(lx);
    if (lx->depth == 1) lx->out->root_members[lx->out->root_member_count - 1].value_start = lx->pos;
    return 1;
}

/* Warns about each key that repeats an earlier one of the same object. */
/* Records that key `later` of the object repeats key `earlier`. 0 when memory ran out. */
static int report_repeat(lexer *lx, frame *f, size_t earlier, size_t later) {
    sc_list *warnings = &lx->out->warnings;
    if (warnings->count == warnings->cap) {
        size_t cap = warnings->cap ? warnings->cap * 2 : 4;
        sc_diagnostic *items = sc_realloc(warnings->items, cap * sizeof *items);
        if (!items) {
            lx->out->out_of_memory = 1;
            return 0;
        }
        warnings->items = items;
        warnings->cap = cap;
    }
    sc_buf path = {0}, message = {0};
    sc_buf_append(&path, lx->path.data ? lx->path.data : "$", f->base_len ? f->base_len : 1);
    sc_path_key(&path, f->keys[later], f->key_lens[later]);
    sc_buf_appends(&message, "key ");
    sc_json_quote(&message, f->keys[later], f->key_lens[later]);
    sc_buf_appendf(&message, " appears again (first at byte %ld); receivers disagree on which value wins",
                   f->key_offsets[earlier]);
    if (path.failed || message.failed) {
        sc_buf_free(&path);
        sc_buf_free(&message);
        lx->out->out_of_memory = 1;
        return 0;
    }
    warnings->items[warnings->count++] = (sc_diagnostic){.code = sc_intern_code("json.duplicate-key"),
                                                         .severity = SC_SEVERITY_WARNING,
                                                         .path = path.data,
                                                         .message = message.data,
                                                         .offset = f->key_offsets[later]};
    return 1;
}

/* A key and where it stands among its object's members, for sorting. */
typedef struct {
    const char *bytes;
    size_t length, index;
} ranked_key;

static int compare_keys(const void *a, const void *b) {
    const ranked_key *x = a, *y = b;
    if (x->length != y->length) return x->length < y->length ? -1 : 1;
    int order = memcmp(x->bytes, y->bytes, x->length);
    if (order) return order;
    return x->index < y->index ? -1 : x->index > y->index;
}

/* Each key that repeats an earlier one is reported against the first of them, in member order.
 * Past a few keys they are sorted (an object may have 4096, and comparing every pair of those
 * took a second a megabyte); each key's first equal is then the head of its run. */
static void check_repeats(lexer *lx, frame *f) {
    size_t count = f->key_count;
    if (count <= 16) {
        for (size_t later = 1; later < count; later++) {
            for (size_t earlier = 0; earlier < later; earlier++) {
                if (f->key_lens[earlier] != f->key_lens[later] ||
                    memcmp(f->keys[earlier], f->keys[later], f->key_lens[later]) != 0)
                    continue;
                if (!report_repeat(lx, f, earlier, later)) return;
                break;
            }
        }
        return;
    }
    ranked_key *sorted = sc_malloc(count * sizeof *sorted);
    size_t *first = sc_malloc(count * sizeof *first);
    if (!sorted || !first) {
        free(sorted);
        free(first);
        lx->out->out_of_memory = 1;
        return;
    }
    for (size_t i = 0; i < count; i++) sorted[i] = (ranked_key){f->keys[i], f->key_lens[i], i};
    qsort(sorted, count, sizeof *sorted, compare_keys);
    for (size_t i = 0, head = 0; i < count; i++) {
        if (i > 0 && (sorted[i].length != sorted[head].length ||
                      memcmp(sorted[i].bytes, sorted[head].bytes, sorted[i].length) != 0))
            head = i;
        first[sorted[i].index] = sorted[head].index;
    }
    for (size_t later = 0; later < count; later++) {
        if (first[later] != later && !report_repeat(lx, f, first[later], later)) break;
    }
    free(sorted);
    free(first);
}

static void close_container(lexer *lx) {
    frame *f = &lx->stack[--lx->depth];
    if (f->is_object) check_repeats(lx, f);
    sc_buf_truncate(&lx->path, f->base_len);
    json_object *container = f->container;
    size_t start = f->start;
    f->container = NULL;
    frame_free(f);
    memset(f, 0, sizeof *f);
    attach(lx, container, start);
}

/* Consumes separators and closers after a value: 0 when done (or failed), 1 when a value follows. */
static int after_value(lexer *lx) {
    char message[160];
    while (1) {
        skip_ws(lx);
        if (lx->depth == 0) {
            if (lx->pos < lx->len) {
                char what[16];
                describe(lx, lx->pos, what, sizeof what);
                lex_fail(lx, "json.trailing-data", lx->pos, "only whitespace may follow the JSON value; found %s",
                         what);
            }
            return 0;
        }
        if (lx->pos >= lx->len) {
            fail_at_end(lx);
            return 0;
        }
        frame *f = &lx->stack[lx->depth - 1];
        char closer = f->is_object ? '}' : ']';
        unsigned char c = lx->p[lx->pos];
        if (c == ',') {
            lx->pos++;
            skip_ws(lx);
            if (lx->pos < lx->len && lx->p[lx->pos] == closer) {
                lex_fail(lx, "json.syntax", lx->pos, "a trailing comma before '%c' is not allowed in JSON", closer);
                return 0;
            }
            if (f->is_object) return begin_member(lx, 1);
            return count_member(lx);
        }
        if (c == closer) {
            lx->pos++;
            close_container(lx);
            continue;
        }
        lex_fail(lx, "json.syntax", lx->pos, "%s",
                 unexpected(lx,
                            f->is_object ? "',' or '}' after an object member" : "',' or ']' after an array element",
                            message, sizeof message));
        return 0;
    }
}

static void lex_document(lexer *lx) {
    char message[160];
    skip_ws(lx);
    lx->out->root_offset = (long)lx->pos;
    while (!lx->failed) {
        if (lx->pos >= lx->len) {
            fail_at_end(lx);
            return;
        }
        unsigned char c = lx->p[lx->pos];
        int ok = 1;
        if (c == '{' || c == '[') {
            if (lx->depth >= (size_t)lx->options->max_depth) {
                lex_fail(lx, "json.depth", lx->pos, "nesting deeper than %d levels", lx->options->max_depth);
                return;
            }
            if (lx->depth == lx->stack_cap) {
                size_t cap = lx->stack_cap ? lx->stack_cap * 2 : 8;
                if (cap > (size_t)lx->options->max_depth) cap = (size_t)lx->options->max_depth;
                frame *grown = sc_realloc(lx->stack, cap * sizeof *grown);
                if (!grown) {
                    lx->out->out_of_memory = 1;
                    lx->out->ok = 0;
                    return;
                }
                lx->stack = grown;
                lx->stack_cap = cap;
            }
            frame *f = &lx->stack[lx->depth++];
            memset(f, 0, sizeof *f);
            f->is_object = c == '{';
            f->container = f->is_object ? json_object_new_object() : json_object_new_array();
            f->start = lx->pos;
            if (!f->container) {
                lx->out->out_of_memory = 1;
                lx->out->ok = 0;
                return;
            }
            f->base_len = lx->path.len;
            lx->pos++;
            skip_ws(lx);
            char closer = f->is_object ? '}' : ']';
            if (lx->pos < lx->len && lx->p[lx->pos] == closer) {
                lx->pos++;
                close_container(lx);
            } else {
                if (!(f->is_object ? begin_member(lx, 0) : count_member(lx))) return;
                continue;
            }
        } else if (c == '"') {
            size_t start = lx->pos;
            sc_buf_truncate(&lx->scratch, 0);
            ok = lex_string(lx, 0, &lx->scratch);
            if (ok && lx->depth == 1 && lx->stack[0].is_object && lx->out->root_member_count > 0) {
                struct sc_root_member *member = &lx->out->root_members[lx->out->root_member_count - 1];
                member->is_string = 1;
                member->value_len = lx->last_string_length;
            }
            if (ok && lx->scratch.len > INT32_MAX) { /* json-c's limit */
                lex_fail(lx, "json.string-length", lx->pos, "a string of %zu bytes; json-c holds at most %d",
                         lx->scratch.len, INT32_MAX);
                ok = 0;
            }
            if (ok)
                ok = attach_new(
                    lx, json_object_new_string_len(lx->scratch.data ? lx->scratch.data : "", (int)lx->scratch.len),
                    start);
        } else if (c == '-' || is_digit(c)) {
            ok = lex_number(lx);
        } else if (c == 't') {
            ok = lex_literal(lx, "true");
        } else if (c == 'f') {
            ok = lex_literal(lx, "false");
        } else if (c == 'n') {
            ok = lex_literal(lx, "null");
        } else {
            lex_fail(lx, "json.syntax", lx->pos, "%s", unexpected(lx, "a value", message, sizeof message));
            return;
        }
        if (!ok || !after_value(lx)) return;
    }
}

void sc_lex(const unsigned char *bytes, size_t len, const sc_options *options, sc_lex_result *out) {
    memset(out, 0, sizeof *out);
    out->ok = 1;
    lexer lx = {.p = bytes, .len = len, .options = options, .out = out};
    sc_buf_appends(&lx.path, "$");
    if (len > options->max_document_size) {
        lex_fail(&lx, "json.size", options->max_document_size, "the document is %zu bytes; the limit is %zu", len,
                 options->max_document_size);
    } else if (len == 0) {
        lex_fail(&lx, "json.syntax", 0, "the document is empty; a JSON text holds one value");
    } else if (len >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF) {
        lex_fail(&lx, "json.syntax", 0, "a UTF-8 byte order mark is not allowed before JSON text");
    } else {
        lex_document(&lx);
        while (lx.depth > 0) frame_free(&lx.stack[--lx.depth]);
        free(lx.stack);
    }
    if (lx.path.failed || lx.scratch.failed || out->path.failed || out->message.failed) out->out_of_memory = 1;
    sc_buf_free(&lx.path);
    sc_buf_free(&lx.scratch);
    if (!out->ok && out->root) {
        json_object_put(out->root);
        out->root = NULL;
    }
    if (!out->ok) {
        /* A failed read reports only its failure, as the Swift reader does. */
        for (size_t i = 0; i < out->warnings.count; i++) {
            free(out->warnings.items[i].path);
            free(out->warnings.items[i].message);
        }
        out->warnings.count = 0;
    }
}

void sc_lex_free(sc_lex_result *result) {
    if (result->root) json_object_put(result->root);
    sc_buf_free(&result->path);
    sc_buf_free(&result->message);
    for (size_t i = 0; i < result->warnings.count; i++) {
        free(result->warnings.items[i].path);
        free(result->warnings.items[i].message);
    }
    free(result->warnings.items);
    for (size_t i = 0; i < result->root_member_count; i++) free(result->root_members[i].key);
    free(result->root_members);
    for (size_t i = 0; i < result->null_count; i++) free(result->nulls[i].key);
    free(result->nulls);
    memset(result, 0, sizeof *result);
}

char *sc_number_lexeme(json_object *number) {
    const char *start = json_object_get_userdata(number);
    if (!start) return NULL;
    size_t n = 0;
    while (start[n] == '-' || start[n] == '+' || start[n] == '.' || start[n] == 'e' || start[n] == 'E' ||
           (start[n] >= '0' && start[n] <= '9'))
        n++;
    char *lexeme = sc_malloc(n + 1);
    if (!lexeme) return NULL;
    memcpy(lexeme, start, n);
    lexeme[n] = '\0';
    return lexeme;
}
