/* Internal declarations shared by the C validator's files. */
#ifndef SC_INTERNAL_H
#define SC_INTERNAL_H

#include <json-c/json.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include "signal_check.h"

/* ---- growable text ---------------------------------------------------------------------- */

typedef struct sc_buf {
    char *data;
    size_t len;
    size_t cap;
    int failed; /* an allocation failed; the contents are incomplete */
} sc_buf;

/* Allocation (sc_alloc.c): a failure is counted in the calling thread, and a public call
 * during which one happened returns -1 (sc_status_after), whatever its callers made of it. */
void *sc_malloc(size_t size);
void *sc_calloc(size_t count, size_t size);
void *sc_realloc(void *block, size_t size);
char *sc_strdup(const char *text); /* NULL for NULL */
void sc_alloc_failed(void);        /* an allocation outside these (the C locale object's) that failed */
unsigned long sc_alloc_failures(void);
int sc_status_after(unsigned long failures_before, int status, sc_result *result);
/* True when a public call cannot run: no result, or NULL bytes with a length (the result,
 * when given, is emptied). */
int sc_arguments_refused(const unsigned char *bytes, size_t length, sc_result *result);

void sc_buf_append(sc_buf *buf, const char *bytes, size_t count);
void sc_buf_appends(sc_buf *buf, const char *text);
void sc_buf_appendf(sc_buf *buf, const char *format, ...) __attribute__((format(printf, 2, 3)));
void sc_buf_truncate(sc_buf *buf, size_t len);
const char *sc_buf_cstr(sc_buf *buf);
void sc_buf_free(sc_buf *buf);

/* JSON paths, rendered exactly as the Swift library renders them. */
void sc_path_key(sc_buf *path, const char *key, size_t key_len);
void sc_path_index(sc_buf *path, size_t index);
void sc_path_embedded(sc_buf *path);
/* Appends `text` as a compact JSON string (quotes included). */
void sc_json_quote(sc_buf *out, const char *text, size_t len);
/* True when `ancestor` is `path` or one of its ancestors. */
int sc_path_within(const char *path, const char *ancestor);

/* ---- findings --------------------------------------------------------------------------- */

typedef struct sc_list {
    sc_diagnostic *items;
    size_t count;
    size_t cap;
} sc_list;

/* What the bytes say about their writer (as the Swift reader's facts). */
typedef struct sc_facts {
    int newlines;      /* a line break between tokens inside a container */
    int escaped_slash; /* a \/ escape */
    int zero_fraction; /* a number like 486.0 (fraction of zeros, no exponent) */
} sc_facts;

/* Where a finding lies when it is not at its path's value: the value at the first
 * `path_length` bytes of its path, and when `inside` >= 0, decoded byte `inside` of the
 * string there (a problem inside an embedded document). */
struct sc_where {
    size_t path_length;
    long inside;
};

/* The validation of one message. */
typedef struct sc_ctx {
    sc_options options;
    sc_list diagnostics;
    struct sc_where *where; /* one per diagnostic */
    size_t where_cap;
    /* Paths where decoding failed; rules below them stay silent (one problem per place). */
    char **broken;
    size_t broken_count;
    size_t broken_cap;
    /* Facts of the first embedded document decoded (pk_users decides the PK dialect). */
    sc_facts first_embedded;
    int has_first_embedded;
    /* The kind (like, gift, bullet, product) of the first carried chat.custom message that has
     * one, for the REST body's priority rule; NULL while none has. */
    const char *carried_kind;
    int out_of_memory;
} sc_ctx;

/* Adds a finding. `offset` -1 when unknown. Decode errors should use sc_decode_error. */
void sc_report(sc_ctx *ctx, const char *code, const char *path, long offset, const char *format, ...)
    __attribute__((format(printf, 5, 6)));
/* A decoding failure: reported, and remembered so rules below `path` stay silent. */
void sc_decode_error(sc_ctx *ctx, const char *code, const char *path, const char *format, ...)
    __attribute__((format(printf, 4, 5)));
/* A rule's finding, dropped when `path` or `depends_on` (may be NULL) lies at or below a broken path. */
void sc_rule(sc_ctx *ctx, const char *code, const char *path, const char *depends_on, const char *format, ...)
    __attribute__((format(printf, 5, 6)));
/* Withdraws the finding at `index`, a rule's reported before the value at its path was read,
 * when that path has since broken: one problem per place, as sc_rule keeps it for findings
 * reported after. */
void sc_withdraw_if_broken(sc_ctx *ctx, size_t index);
/* Says where the finding just reported lies (see struct sc_where). */
void sc_report_within(sc_ctx *ctx, size_t path_length, long inside);
/* Orders findings by offset, unlocated ones last, keeping the order of equals (as the Swift
 * library's sortByOffset); 0, or -1 when memory ran out. */
int sc_sort_by_offset(sc_diagnostic *items, size_t count);
/* True when an error was reported at `path` or at one of its ancestors. */
int sc_failed_at(const sc_ctx *ctx, const char *path);

const char *sc_intern_code(const char *code); /* the catalogue's static string */

/* ---- the strict lexical pass ------------------------------------------------------------ */

typedef struct sc_lex_result {
    int ok;
    const char *code; /* on failure */
    sc_buf path;      /* on failure: where */
    long offset;
    sc_buf message;
    sc_facts facts;
    long root_offset;  /* the first byte of the root value (after leading whitespace) */
    json_object *root; /* the document as json-c values, when ok (NULL is also the value null) */
    /* Repeated keys: warnings, paths relative to this document. */
    sc_list warnings;
    /* The root object's members as written (json-c keeps only the last of repeated keys and
     * cuts keys at U+0000): decoded key, and the decoded length of string values. */
    struct sc_root_member {
        char *key;
        size_t key_len;
        int is_string;
        size_t value_len;
        size_t value_start; /* byte offset of the value's first byte */
    } * root_members;
    size_t root_member_count;
    /* Where each null lies (json-c holds null as NULL, which carries no offset): by container
     * and key (json-c's form) or index. */
    struct sc_null_value {
        json_object *parent;
        char *key; /* NULL in arrays */
        size_t index;
        long offset;
    } * nulls;
    size_t null_count;
    size_t null_cap;
    int out_of_memory;
} sc_lex_result;

/* Reads `bytes` as RFC 8259 JSON within the reader limits, as the Swift reader does, and
 * builds its json-c tree (`root`). `bytes` must outlive the tree: numbers point into them. */
void sc_lex(const unsigned char *bytes, size_t len, const sc_options *options, sc_lex_result *out);
void sc_lex_free(sc_lex_result *result);
/* A number's lexeme as written (malloc'd; the caller frees it), or NULL (out of memory, or the
 * value is the document's root). */
char *sc_number_lexeme(json_object *number);

/* ---- numbers from their lexemes --------------------------------------------------------- */

typedef enum sc_int_status { SC_INT_OK, SC_INT_FRACTION, SC_INT_RANGE } sc_int_status;

/* Reads an integer lexeme (any exact form: 486, 486.0, 4.86e2) into [min, max] (as signed
 * for `is_signed`, else unsigned). */
sc_int_status sc_lexeme_to_int(const char *lexeme, int is_signed, int64_t min_signed, int64_t max_signed,
                               uint64_t max_unsigned, int64_t *out_signed, uint64_t *out_unsigned);
double sc_lexeme_to_double(const char *lexeme);
/* vsnprintf whatever the process's locale: findings' numbers are written with a '.'. */
int sc_vsnprintf_c(char *buffer, size_t size, const char *format, va_list args);
/* Whether a json-c number is exactly a 64-bit integer, read from its lexeme (486.0 is); sets
 * `value`. Sets `*out_of_memory` when the lexeme could not be copied. */
int sc_exact_int64(json_object *number, int64_t *value, int *out_of_memory);
/* A json-c number's value as written, read from its lexeme (json-c clamps an integer past 64
 * bits); not finite past the largest double. Sets `*out_of_memory` when the lexeme could not be
 * copied (the value is then json-c's). */
double sc_exact_double(json_object *number, int *out_of_memory);

/* ---- documents and typed decoding ------------------------------------------------------- */

/* One JSON document being decoded: the outer message, or one held by a string. */
typedef struct sc_doc {
    json_object *root; /* taken from lex.root */
    sc_lex_result lex;
    const char *prefix; /* the path of this document's root: "$" or "$.pk_users<json>" */
    size_t length;      /* the document's bytes, as a form's size limit counts them */
} sc_doc;

/* json-c keys are C strings, so U+0000 inside a key is held as U+10FFFF instead: then a key
 * with U+0000 never stands in for a known (ASCII) key. Code that needs keys as written reads
 * them from the strict pass (sc_lex_result.root_members). */

/* The options a validation runs with: NULL as the defaults, the depth clamped to 1...512. */
void sc_options_effective(const sc_options *options, sc_options *effective);
/* sc_validate of a document the caller already lexed (with sc_options_effective's options;
 * NULL to lex here): each message is read once. Takes `lexed`, which is left empty. */
int sc_validate_lexed(const unsigned char *bytes, size_t length, const char *family, const sc_options *options,
                      sc_doc *lexed, sc_result *result);

/* Fills the offsets of `items` that are -1 and name a path (see sc_locate.c); `where` may be
 * NULL (each at its whole path). */
void sc_locate(const sc_doc *doc, const unsigned char *bytes, const sc_options *options, sc_diagnostic *items,
               const struct sc_where *where, size_t count, int *out_of_memory);
/* The raw offset, in the string literal whose content starts at `content`, of the byte that
 * decodes to index `decoded` (the start of its escape sequence when escaped). */
size_t sc_raw_index(const unsigned char *bytes, size_t content, size_t decoded);

/* Moves the tree of a lexed document (doc->lex.ok) to doc->root. */
void sc_doc_take_root(sc_doc *doc);
void sc_doc_free(sc_doc *doc);

/* A value being decoded: where it is and what it is (NULL object when absent). */
typedef struct sc_value {
    sc_doc *doc;
    json_object *object;
    int present;    /* the key exists (or the element) */
    int usable;     /* present and decoding may look inside (parents decoded) */
    int reportable; /* the parent was read, so a missing key here is reported */
    char *path;     /* owned */
} sc_value;

sc_value sc_root(sc_ctx *ctx, sc_doc *doc);
/* The member `key` of an object value; reports the object's own type problem once. */
sc_value sc_member(sc_ctx *ctx, const sc_value *object, const char *key);
sc_value sc_element(sc_ctx *ctx, const sc_value *array, size_t index);
void sc_value_free(sc_value *value);

/* Object/array checks: report wire.type when the value is there but of the wrong kind. */
int sc_expect_object(sc_ctx *ctx, sc_value *value);
size_t sc_expect_array(sc_ctx *ctx, sc_value *value); /* element count, 0 when not an array */

/* Required fields report wire.missing-key; optional ones (`optional`) are absent when missing
 * or null. Each returns the neutral value (0, "", false) after reporting a problem; `got`
 * (may be NULL) is 1 when a value (possibly neutral) stands for the field. */
/* A decoded string: JSON strings may hold U+0000, so the length is part of the value. */
typedef struct sc_text {
    const char *data;
    size_t len;
} sc_text;

int sc_text_is(sc_text text, const char *literal);
/* Whether `object` is a JSON object with a member `key` (anything else has no keys). */
int sc_has_key(json_object *object, const char *key);
/* Whether `object`'s string member `key` (its last copy) is `value`, compared with its length:
 * a string with U+0000 inside is no name. */
int sc_member_string_is(json_object *object, const char *key, const char *value);

sc_text sc_string(sc_ctx *ctx, sc_value *value, int optional, int *got);
int sc_bool(sc_ctx *ctx, sc_value *value, int optional, int *got);
int64_t sc_int(sc_ctx *ctx, sc_value *value, int optional, int *got);   /* Int64 */
uint64_t sc_uint(sc_ctx *ctx, sc_value *value, int optional, int *got); /* UInt64 */
uint32_t sc_uint32(sc_ctx *ctx, sc_value *value, int optional, int *got);
double sc_double(sc_ctx *ctx, sc_value *value, int *got);
/* A required value of any JSON kind. */
void sc_any(sc_ctx *ctx, sc_value *value);
/* Whether a value is there to read: reports a missing required key; 0 when absent (or null
 * and `optional`). */
int sc_reach(sc_ctx *ctx, sc_value *value, int optional);
/* Reports wire.type for a value that is there but of another kind; nothing below it is read. */
void sc_wrong_kind(sc_ctx *ctx, sc_value *value, const char *expected);
/* A JSON object kept whole (user_info, extInfo). */
void sc_object_field(sc_ctx *ctx, sc_value *value, int optional);

/* A string holding a JSON document: 1 and `inner` filled (prefix "<path><json>") when it
 * holds one; 0 when empty, unusable or not JSON (reported). Free `inner` with sc_doc_free. */
int sc_embedded(sc_ctx *ctx, sc_value *value, sc_doc *inner, char **inner_prefix);
/* Whether `value` is a non-empty string that is not JSON at all (a syntax error, not a limit):
 * text the application owns, such as a Tencent Chat custom element's Data. */
int sc_app_text(sc_ctx *ctx, const sc_value *value);
/* The same of `bytes` that `lex` failed on: text no JSON document starts as (the app's own
 * command text, told by the one lex of the message). */
int sc_app_text_lexed(const sc_lex_result *lex, const unsigned char *bytes, size_t len);

/* ---- families --------------------------------------------------------------------------- */

typedef struct sc_outcome {
    const char *family;
    int version;
    const char *dialect;
} sc_outcome;

/* After the spec walk of a co-host envelope: the one dialect rule the tables cannot state. */
void sc_cohost_envelope_dialect(const sc_ctx *ctx, sc_outcome *out);
/* ZIM's limits on the message as a room-attribute map; `root` is the form's root value spec,
 * whose members' values the walk judges (any other must be a string). */
struct sc_spec_value;
void sc_room_attribute_limits(sc_ctx *ctx, sc_doc *doc, const struct sc_spec_value *root);
/* chat.rest.send-group-msg's named rule (Swift's ChatREST.recommendedPriority), once the
 * generated spec has walked the body. */
void sc_chat_rest_priority(sc_ctx *ctx, sc_doc *doc);

/* Forms in detection order (Vectors/README.md), limits, keys and code tables: generated from
 * the Swift family declarations. */
#include "sc_spec_table.h"

/* Every form, declared whole or as shapes (Engine/Spec in the Swift library): the shape the
 * generated rules choose (sc_spec_shape_of), walked by sc_spec_walk.c over the generated
 * tables. Returns 1 when the tables hold the form (and fills `out`). */
int sc_spec_family(sc_ctx *ctx, sc_doc *doc, int form, sc_outcome *out);
/* As sc_spec_family, for the shape at `shape` among a form's declared shapes (0 is the first). */
int sc_spec_family_shape(sc_ctx *ctx, sc_doc *doc, int form, int shape, sc_outcome *out);
/* The shape of `form` an object (the root, or anything else: no keys) is, by the generated
 * shape rules and refinements; 0 for a form without rules. */
int sc_spec_shape_of(json_object *root, int form);
/* Walks `value`, a document carried in another message, as the shape at `shape` of `form`:
 * the shape's note at its root, then its root spec. Returns the shape's first dialect, or
 * NULL when the tables hold no such shape. */
const char *sc_spec_walk_shape(sc_ctx *ctx, sc_value *value, int form, int shape);
/* Judges `root`, the document an app message carries, as `family`; 0 for a family this
 * validator cannot judge as a part of another message (only chat.custom is one). */
int sc_family_value(sc_ctx *ctx, const char *family, sc_value *root);

int sc_detect(const sc_doc *doc, const char *family);
const char *sc_form_family(int form);
/* The family sharing most keys with the root, for the unknown-family message (or NULL). */
const char *sc_closest_family(const sc_doc *doc);

#endif
