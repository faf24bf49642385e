/* The shape of the generated spec tables (sc_spec_walk_table.h): the C image of the Swift
 * library's form specs (Sources/LiveSignaling/Engine/Spec), flattened into arrays that refer to
 * each other by index. sc_spec_walk.c walks a message over them. */
#ifndef SC_SPEC_WALK_H
#define SC_SPEC_WALK_H

#include <stddef.h>

typedef enum sc_spec_kind {
    SC_SPEC_STRING,
    SC_SPEC_INTEGER,
    SC_SPEC_CODE_OR_NAME,
    SC_SPEC_NUMBER,
    SC_SPEC_BOOLEAN,
    SC_SPEC_OBJECT,
    SC_SPEC_ARRAY,
    SC_SPEC_EMBEDDED,
    SC_SPEC_APP_MESSAGE,
    SC_SPEC_ANY
} sc_spec_kind;

/* One value spec. Strings: `non_empty`, and when `string_count` > 0 the allowed values
 * sc_spec_strings[first_string...]. Integers: [min, max], and when `code_count` > 0 the known
 * codes sc_spec_codes[first_code...], each with its finding at the same place in
 * sc_spec_code_findings. A code or a name: a string is held to the strings as a string spec is,
 * anything else to the range and codes as an integer. Numbers: when `has_floor`, one below
 * `floor` is wire.range; when `fraction_code` is not NULL, one with a fraction is reported with
 * it. Arrays: [count_min, count_max] elements of value `child`; when `one_key` is not NULL, at
 * most one element may be an object whose `one_key` holds the string `one_value`, and each such
 * element after the first is `one_code` with `one_message`. Objects:
 * object `child`. Embedded: a string holding a document of value `child`. App message: a
 * string the application owns, a message of `family` when it holds JSON, else its own text. */
typedef struct sc_spec_value {
    sc_spec_kind kind;
    int non_empty;
    size_t first_string, string_count;
    long long min, max;
    size_t first_code, code_count;
    size_t count_min, count_max;
    int child;
    const char *family;  /* SC_SPEC_APP_MESSAGE: the family of the message the string carries */
    const char *unknown; /* SC_SPEC_STRING with strings: the code a value outside them gets */
    int checks_empty;    /* with strings: an empty string is held to them too */
    int has_floor;
    double floor;
    const char *fraction_code;
    const char *fraction_message;
    const char *one_key;
    const char *one_value;
    const char *one_code;
    const char *one_message;
} sc_spec_value;

/* A finding a spec states as data: its code (NULL: none) and message. */
typedef struct sc_spec_finding {
    const char *code;
    const char *message;
} sc_spec_finding;

/* Another key a member may be written under, read only while the member's own key is absent;
 * reading it reports `finding` at the value. */
typedef struct sc_spec_alias {
    const char *key;
    sc_spec_finding finding;
} sc_spec_alias;

/* `required`: missing (under its key and every alias) is wire.missing-key. Otherwise it may be
 * missing, and null when `nullable`. Its aliases are sc_spec_aliases[first_alias...]. Every
 * value of it but null reports `note` (code NULL: none); a null reports `null_finding` instead
 * of the wrong kind when it has a code (the Flutter kit's null user name). */
typedef struct sc_spec_member {
    const char *key;
    int required;
    int nullable;
    int value;
    size_t first_alias, alias_count;
    sc_spec_finding note;
    sc_spec_finding null_finding;
} sc_spec_member;

/* `member`'s spec becomes value `value` (-1: it keeps its own) when the value at `selector` is an integer among
 * sc_spec_codes[first_code...] or a string among sc_spec_strings[first_string...], or, for an
 * `otherwise` row, whatever the selector holds (rows of one variant come in order, the otherwise
 * row last, so it is reached only when none before it chose); the choice itself reports
 * `finding_code` (NULL: none) at the member. */
typedef struct sc_spec_variant {
    const char *selector;
    const char *member;
    size_t first_code, code_count;
    size_t first_string, string_count;
    int value;
    const char *finding_code;
    const char *finding_message;
    int required; /* the member must be present when this case is chosen */
    int otherwise;
} sc_spec_variant;

/* Exactly one of sc_spec_strings[first_string...] must be present. */
typedef struct sc_spec_group {
    size_t first_string, string_count;
} sc_spec_group;

/* Two number members: when both are numbers and `lower` holds the larger, wire.range at `upper`,
 * ending with `reason`. */
typedef struct sc_spec_pair {
    const char *lower;
    const char *upper;
    const char *reason;
} sc_spec_pair;

typedef struct sc_spec_object {
    const char *name;
    size_t first_member, member_count;
    size_t first_variant, variant_count;
    size_t first_group, group_count;
    size_t first_pair, pair_count;
} sc_spec_object;

typedef enum sc_spec_signal {
    SC_SIGNAL_PRETTY,
    SC_SIGNAL_ESCAPED_SLASH,
    SC_SIGNAL_ZERO_FRACTION,
    SC_SIGNAL_ROOT_KEY,
    SC_SIGNAL_ROOT_STRING,
    SC_SIGNAL_ROOT_CODE,
    SC_SIGNAL_OTHERWISE
} sc_spec_signal;

/* With `in_first_embedded`, a layout signal (SC_SIGNAL_PRETTY, _ESCAPED_SLASH, _ZERO_FRACTION)
 * read in the first document embedded in the message; it never holds when none was read.
 * SC_SIGNAL_ROOT_KEY: the root has `key`. SC_SIGNAL_ROOT_STRING: `key` holds a string.
 * SC_SIGNAL_ROOT_CODE: `key` holds an integer among sc_spec_codes[first_code...], and `without`
 * (when not NULL) holds no value. */
typedef struct sc_spec_dialect {
    const char *name;
    sc_spec_signal signal;
    const char *key;
    size_t first_code, code_count;
    const char *without;
    int in_first_embedded;
} sc_spec_dialect;

/* A form declared as a spec: its detection form (SC_FORM_*), its place among that form's
 * shapes (0 for a form declared whole), family, version, root value and dialects
 * sc_spec_dialects[first_dialect...]. */
typedef struct sc_spec_form {
    int form;
    int shape;
    const char *family;
    int version;
    int root;
    size_t first_dialect, dialect_count;
    const char *note_code; /* a finding every message of the form gets at its root, or NULL */
    const char *note_message;
    /* A message longer than `limit_bytes` is `limit_code` at byte 0 (NULL: no limit); the
     * finding names `limit_subject`. */
    long long limit_bytes;
    const char *limit_code;
    const char *limit_subject;
    /* A ZIM room-attribute map: ZIM's limits on the whole map (sc_room_attribute_limits). */
    int room_attribute_map;
} sc_spec_form;

/* How a form written as several shapes chooses one (ShapeRule): in table order, the first
 * rule of the form whose keys the root object has (all of sc_spec_strings[first_all...], one
 * of sc_spec_strings[first_any...] when any_count > 0, none of sc_spec_strings[first_none...])
 * names the shape. */
typedef struct sc_spec_shape_rule {
    int form;
    int shape;
    size_t first_all, all_count, first_any, any_count, first_none, none_count;
} sc_spec_shape_rule;

/* How a chosen shape becomes another (ShapeRefinement): shape `from` is `to` when the root's
 * string `root_key` is one of sc_spec_strings[first_value...] and its object `member` has the
 * keys `keys` asks for. */
typedef struct sc_spec_refinement {
    int form;
    int from, to;
    const char *root_key;
    size_t first_value, value_count;
    const char *member;
    sc_spec_shape_rule keys;
} sc_spec_refinement;

#endif
