/*
 * Typed reads of json-c values with the Swift decoder's semantics: a required key that is
 * missing, a value of the wrong kind, a number with a fraction or out of range each give
 * one finding, and a neutral value (0, "", false) stands in so checking can go on. Below a
 * value that could not be read nothing more is reported.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "sc_internal.h"

/* ---- documents ---- */

void sc_doc_take_root(sc_doc *doc) {
    doc->root = doc->lex.root;
    doc->lex.root = NULL;
}

void sc_doc_free(sc_doc *doc) {
    if (doc->root) json_object_put(doc->root);
    sc_lex_free(&doc->lex);
    memset(doc, 0, sizeof *doc);
}

/* ---- values ---- */

sc_value sc_root(sc_ctx *ctx, sc_doc *doc) {
    sc_value value = {.doc = doc, .object = doc->root, .present = 1, .usable = 1, .path = sc_strdup(doc->prefix)};
    if (!value.path) ctx->out_of_memory = 1;
    return value;
}

static sc_value sc_child(sc_ctx *ctx, const sc_value *parent, json_object *object, int present, sc_buf *path) {
    sc_value child = {.doc = parent->doc, .object = object, .present = present, .usable = present, .path = NULL};
    if (path->failed || !path->data) {
        ctx->out_of_memory = 1;
        child.path = sc_strdup("$");
        sc_buf_free(path);
    } else {
        child.path = path->data;
    }
    child.reportable = parent->usable && parent->object && json_object_is_type(parent->object, json_type_object);
    return child;
}

sc_value sc_member(sc_ctx *ctx, const sc_value *object, const char *key) {
    sc_buf path = {0};
    sc_buf_appends(&path, object->path ? object->path : "$");
    sc_path_key(&path, key, strlen(key));
    json_object *found = NULL;
    int present = object->usable && object->object && json_object_is_type(object->object, json_type_object) &&
                  json_object_object_get_ex(object->object, key, &found);
    return sc_child(ctx, object, found, present, &path);
}

sc_value sc_element(sc_ctx *ctx, const sc_value *array, size_t index) {
    sc_buf path = {0};
    sc_buf_appends(&path, array->path ? array->path : "$");
    sc_path_index(&path, index);
    int present = array->usable && array->object && json_object_is_type(array->object, json_type_array) &&
                  index < json_object_array_length(array->object);
    json_object *element = present ? json_object_array_get_idx(array->object, index) : NULL;
    sc_value child = sc_child(ctx, array, element, present, &path);
    child.reportable = array->usable && array->object && json_object_is_type(array->object, json_type_array);
    return child;
}

void sc_value_free(sc_value *value) {
    free(value->path);
    value->path = NULL;
}

static const char *sc_kind(json_object *object) {
    switch (json_object_get_type(object)) {
    case json_type_null: return "null";
    case json_type_boolean: return json_object_get_boolean(object) ? "true" : "false";
    case json_type_double:
    case json_type_int: return "a number";
    case json_type_string: return "a string";
    case json_type_array: return "an array";
    case json_type_object: return "an object";
    }
    return "a value";
}

/* Whether a value stands for the field: reports a missing required key; 0 when absent. */
static int sc_reachable(sc_ctx *ctx, sc_value *value, int optional, int *got) {
    if (got) *got = !optional;
    if (!value->reportable && !(value->present && value->usable)) return 0;
    if (!value->present) {
        if (!optional) {
            const char *key = strrchr(value->path, '.');
            sc_decode_error(ctx, "wire.missing-key", value->path, "the key %s is required",
                            key ? key + 1 : value->path);
        }
        return 0;
    }
    if (optional && json_object_get_type(value->object) == json_type_null) {
        if (got) *got = 0;
        return 0;
    }
    if (got) *got = 1;
    return 1;
}

static void sc_mismatch(sc_ctx *ctx, sc_value *value, const char *expected) {
    sc_decode_error(ctx, "wire.type", value->path, "expected %s, found %s", expected, sc_kind(value->object));
    value->usable = 0;
}

int sc_expect_object(sc_ctx *ctx, sc_value *value) {
    if (!value->usable || !value->object) {
        value->usable = 0;
        if (value->present) sc_mismatch(ctx, value, "an object");
        return 0;
    }
    if (!json_object_is_type(value->object, json_type_object)) {
        sc_mismatch(ctx, value, "an object");
        return 0;
    }
    return 1;
}

size_t sc_expect_array(sc_ctx *ctx, sc_value *value) {
    if (!value->usable || !value->object || !json_object_is_type(value->object, json_type_array)) {
        if (value->present && value->usable) sc_mismatch(ctx, value, "an array");
        value->usable = 0;
        return 0;
    }
    return json_object_array_length(value->object);
}

sc_text sc_string(sc_ctx *ctx, sc_value *value, int optional, int *got) {
    sc_text empty = {"", 0};
    if (!sc_reachable(ctx, value, optional, got)) return empty;
    if (!json_object_is_type(value->object, json_type_string)) {
        sc_mismatch(ctx, value, "a string");
        return empty;
    }
    return (sc_text){json_object_get_string(value->object), (size_t)json_object_get_string_len(value->object)};
}

int sc_text_is(sc_text text, const char *literal) {
    size_t n = strlen(literal);
    return text.len == n && memcmp(text.data, literal, n) == 0;
}

int sc_has_key(json_object *object, const char *key) {
    json_object *unused = NULL;
    return object && json_object_is_type(object, json_type_object) && json_object_object_get_ex(object, key, &unused);
}

int sc_member_string_is(json_object *object, const char *key, const char *value) {
    json_object *member = NULL;
    if (!sc_has_key(object, key) || !json_object_object_get_ex(object, key, &member) ||
        !json_object_is_type(member, json_type_string))
        return 0;
    sc_text text = {json_object_get_string(member), (size_t)json_object_get_string_len(member)};
    return sc_text_is(text, value);
}

int sc_bool(sc_ctx *ctx, sc_value *value, int optional, int *got) {
    if (!sc_reachable(ctx, value, optional, got)) return 0;
    if (!json_object_is_type(value->object, json_type_boolean)) {
        sc_mismatch(ctx, value, "true or false");
        return 0;
    }
    return json_object_get_boolean(value->object);
}

static int sc_is_number(json_object *object) {
    return json_object_is_type(object, json_type_int) || json_object_is_type(object, json_type_double);
}

static sc_int_status sc_read_int(sc_ctx *ctx, sc_value *value, int is_signed, int64_t min, int64_t max, uint64_t umax,
                                 int64_t *out, uint64_t *uout, const char *range) {
    char *lexeme = sc_number_lexeme(value->object);
    if (!lexeme) ctx->out_of_memory = 1;
    sc_int_status status = lexeme ? sc_lexeme_to_int(lexeme, is_signed, min, max, umax, out, uout) : SC_INT_RANGE;
    if (status == SC_INT_FRACTION) sc_mismatch(ctx, value, "an integer");
    if (status == SC_INT_RANGE) {
        sc_decode_error(ctx, "wire.range", value->path, "%s does not fit %s", lexeme ? lexeme : "the number", range);
        value->usable = 0;
    }
    free(lexeme);
    return status;
}

int64_t sc_int(sc_ctx *ctx, sc_value *value, int optional, int *got) {
    if (!sc_reachable(ctx, value, optional, got)) return 0;
    if (!sc_is_number(value->object)) {
        sc_mismatch(ctx, value, "an integer");
        return 0;
    }
    int64_t result = 0;
    uint64_t unused = 0;
    if (sc_read_int(ctx, value, 1, INT64_MIN, INT64_MAX, 0, &result, &unused, "int64") != SC_INT_OK) return 0;
    return result;
}

uint64_t sc_uint(sc_ctx *ctx, sc_value *value, int optional, int *got) {
    if (!sc_reachable(ctx, value, optional, got)) return 0;
    if (!sc_is_number(value->object)) {
        sc_mismatch(ctx, value, "an integer");
        return 0;
    }
    int64_t unused = 0;
    uint64_t result = 0;
    if (sc_read_int(ctx, value, 0, 0, 0, UINT64_MAX, &unused, &result, "uint64") != SC_INT_OK) return 0;
    return result;
}

uint32_t sc_uint32(sc_ctx *ctx, sc_value *value, int optional, int *got) {
    if (!sc_reachable(ctx, value, optional, got)) return 0;
    if (!sc_is_number(value->object)) {
        sc_mismatch(ctx, value, "an integer");
        return 0;
    }
    int64_t unused = 0;
    uint64_t result = 0;
    if (sc_read_int(ctx, value, 0, 0, 0, UINT32_MAX, &unused, &result, "uint32") != SC_INT_OK) return 0;
    return (uint32_t)result;
}

double sc_double(sc_ctx *ctx, sc_value *value, int *got) {
    if (!sc_reachable(ctx, value, 0, got)) return 0;
    if (!sc_is_number(value->object)) {
        sc_mismatch(ctx, value, "a number");
        return 0;
    }
    double result = sc_exact_double(value->object, &ctx->out_of_memory);
    if (!isfinite(result)) {
        sc_decode_error(ctx, "wire.range", value->path, "the number is too large for a double");
        value->usable = 0;
        return 0;
    }
    return result;
}

void sc_any(sc_ctx *ctx, sc_value *value) { (void)sc_reachable(ctx, value, 0, NULL); }

int sc_reach(sc_ctx *ctx, sc_value *value, int optional) { return sc_reachable(ctx, value, optional, NULL); }

void sc_wrong_kind(sc_ctx *ctx, sc_value *value, const char *expected) { sc_mismatch(ctx, value, expected); }

void sc_object_field(sc_ctx *ctx, sc_value *value, int optional) {
    if (!sc_reachable(ctx, value, optional, NULL)) return;
    if (!json_object_is_type(value->object, json_type_object)) sc_mismatch(ctx, value, "an object");
}

int sc_app_text(sc_ctx *ctx, const sc_value *value) {
    if (!value->usable || !value->object || !json_object_is_type(value->object, json_type_string)) return 0;
    size_t len = (size_t)json_object_get_string_len(value->object);
    if (len == 0) return 0;
    const unsigned char *bytes = (const unsigned char *)json_object_get_string(value->object);
    sc_lex_result lex;
    sc_lex(bytes, len, &ctx->options, &lex);
    if (lex.out_of_memory) ctx->out_of_memory = 1;
    int text = sc_app_text_lexed(&lex, bytes, len);
    sc_lex_free(&lex);
    return text;
}

int sc_app_text_lexed(const sc_lex_result *lex, const unsigned char *bytes, size_t len) {
    /* Text that is not JSON is the app's; JSON past a reader limit, or a container broken on
     * its way (it starts with { or [, past whitespace and a byte-order mark), is still refused. */
    size_t first = 0;
    while (first < len && (bytes[first] == ' ' || bytes[first] == '\t' || bytes[first] == '\n' || bytes[first] == '\r'))
        first++;
    if (first + 3 <= len && bytes[first] == 0xEF && bytes[first + 1] == 0xBB && bytes[first + 2] == 0xBF) first += 3;
    int container = first < len && (bytes[first] == '{' || bytes[first] == '[');
    return !lex->ok && !lex->out_of_memory && lex->code && !container &&
           (strcmp(lex->code, "json.syntax") == 0 || strcmp(lex->code, "json.trailing-data") == 0);
}

int sc_embedded(sc_ctx *ctx, sc_value *value, sc_doc *inner, char **inner_prefix) {
    memset(inner, 0, sizeof *inner);
    *inner_prefix = NULL;
    if (!sc_reachable(ctx, value, 0, NULL)) return 0;
    if (!json_object_is_type(value->object, json_type_string)) {
        sc_mismatch(ctx, value, "a string holding a JSON document");
        return 0;
    }
    const unsigned char *text = (const unsigned char *)json_object_get_string(value->object);
    size_t len = (size_t)json_object_get_string_len(value->object);
    if (len == 0) return 0;
    sc_lex(text, len, &ctx->options, &inner->lex);
    if (inner->lex.out_of_memory) ctx->out_of_memory = 1;
    if (!inner->lex.ok) {
        sc_decode_error(ctx, "wire.embedded-json", value->path, "the string must hold a JSON document: %s [%s]",
                        sc_buf_cstr(&inner->lex.message), inner->lex.code);
        sc_report_within(ctx, strlen(value->path), inner->lex.offset);
        sc_lex_free(&inner->lex);
        return 0;
    }
    sc_buf prefix = {0};
    sc_buf_appends(&prefix, value->path);
    sc_path_embedded(&prefix);
    if (prefix.failed) {
        ctx->out_of_memory = 1;
        sc_buf_free(&prefix);
        sc_doc_free(inner);
        return 0;
    }
    sc_doc_take_root(inner);
    *inner_prefix = prefix.data;
    inner->prefix = prefix.data;
    for (size_t i = 0; i < inner->lex.warnings.count; i++) {
        const sc_diagnostic *warning = &inner->lex.warnings.items[i];
        sc_buf path = {0};
        sc_buf_appends(&path, prefix.data);
        sc_buf_appends(&path, warning->path + 1);
        sc_report(ctx, warning->code, sc_buf_cstr(&path), -1, "%s", warning->message);
        sc_report_within(ctx, strlen(value->path), warning->offset);
        sc_buf_free(&path);
    }
    return 1;
}
