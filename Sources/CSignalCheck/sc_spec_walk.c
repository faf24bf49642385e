/* The generic walker: checks a message against a form declared as a spec, over the generated
 * tables. It is C's own reading of the same declaration the Swift walker reads, on json-c values
 * and this validator's typed reads (sc_decode.c), so the two engines share only the data. */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "sc_internal.h"
#include "sc_spec_walk.h"
#include "sc_spec_walk_table.h"

static void walk_value(sc_ctx *ctx, sc_value *value, int spec, int optional);

/* The place in sc_spec_codes of `value` among the run, or -1. */
static long find_code(size_t first, size_t count, long long value) {
    for (size_t i = 0; i < count; i++)
        if (sc_spec_codes[first + i] == value) return (long)(first + i);
    return -1;
}

static int has_code(size_t first, size_t count, long long value) { return find_code(first, count, value) >= 0; }

static void walk_string(sc_ctx *ctx, sc_value *value, const sc_spec_value *spec, int optional) {
    int got = 0;
    sc_text text = sc_string(ctx, value, optional, &got);
    if (!got || !value->usable) return;
    if (spec->non_empty && text.len == 0) {
        sc_rule(ctx, "wire.empty-id", value->path, NULL, "the value is empty; the flow needs a real ID here");
        return;
    }
    if (spec->string_count == 0 || (text.len == 0 && !spec->checks_empty)) return;
    for (size_t i = 0; i < spec->string_count; i++)
        if (sc_text_is(text, sc_spec_strings[spec->first_string + i])) return;
    sc_rule(ctx, spec->unknown, value->path, NULL, "the value is not one of the known values");
}

static void walk_integer(sc_ctx *ctx, sc_value *value, const sc_spec_value *spec, int optional) {
    int got = 0;
    int64_t number = sc_int(ctx, value, optional, &got);
    if (!got || !value->usable) return;
    if (number < spec->min || number > spec->max)
        sc_rule(ctx, "wire.range", value->path, NULL, "%lld is outside %lld...%lld", (long long)number, spec->min,
                spec->max);
    else if (spec->code_count) {
        long code = find_code(spec->first_code, spec->code_count, number);
        if (code < 0)
            sc_rule(ctx, "wire.enum", value->path, NULL, "%lld is not a known code", (long long)number);
        else if (sc_spec_code_findings[code].code)
            sc_rule(ctx, sc_spec_code_findings[code].code, value->path, NULL, "%s",
                    sc_spec_code_findings[code].message);
    }
}

static int has_string(size_t first, size_t count, const char *text, size_t len) {
    for (size_t i = 0; i < count; i++)
        if (sc_text_is((sc_text){text, len}, sc_spec_strings[first + i])) return 1;
    return 0;
}

/* Whether the value at a variant's selector (NULL: absent or null) is one of its values; an
 * otherwise row takes any. */
static int selects(sc_ctx *ctx, const sc_spec_variant *variant, json_object *selector) {
    if (variant->otherwise) return 1;
    if (!selector) return 0;
    if (json_object_is_type(selector, json_type_string))
        return has_string(variant->first_string, variant->string_count, json_object_get_string(selector),
                          (size_t)json_object_get_string_len(selector));
    int64_t number = 0;
    return sc_exact_int64(selector, &number, &ctx->out_of_memory) &&
           has_code(variant->first_code, variant->code_count, number);
}

/* The variant that chooses `key`'s spec in this object, or NULL. */
static const sc_spec_variant *chosen_variant(sc_ctx *ctx, const sc_spec_object *object, json_object *json,
                                             const char *key) {
    for (size_t i = 0; i < object->variant_count; i++) {
        const sc_spec_variant *variant = &sc_spec_variants[object->first_variant + i];
        json_object *selector = NULL;
        if (strcmp(variant->member, key) != 0) continue;
        if (!json_object_object_get_ex(json, variant->selector, &selector)) selector = NULL;
        if (selects(ctx, variant, selector)) return variant;
    }
    return NULL;
}

/* A member's value: under its own key, else under the first alias present (reporting the
 * alias's finding, whose place is set in `alias_finding`; it stays SIZE_MAX otherwise); a member
 * absent under every key is read as missing under its own. An alias written beside the member's
 * own key is a key like any other. */
static sc_value member_value(sc_ctx *ctx, sc_value *object, const sc_spec_member *member, size_t *alias_finding) {
    *alias_finding = SIZE_MAX;
    sc_value child = sc_member(ctx, object, member->key);
    for (size_t i = 0; !child.present && i < member->alias_count; i++) {
        const sc_spec_alias *alias = &sc_spec_aliases[member->first_alias + i];
        sc_value aliased = sc_member(ctx, object, alias->key);
        if (!aliased.present) {
            sc_value_free(&aliased);
            continue;
        }
        sc_value_free(&child);
        child = aliased;
        size_t before = ctx->diagnostics.count;
        sc_rule(ctx, alias->finding.code, child.path, NULL, "%s", alias->finding.message);
        if (ctx->diagnostics.count > before) *alias_finding = before;
    }
    return child;
}

/* Whether `key` is a member of the object holding a value: a one-of group counts no null
 * (json-c gives a null member as NULL). */
static int holds_value(json_object *object, const char *key) {
    json_object *member = NULL;
    return json_object_object_get_ex(object, key, &member) && member != NULL;
}

/* The member `key` as a finite number, read as written; 0 when it is absent, no number or past
 * the largest double (its own walk said so). */
static int member_number(sc_ctx *ctx, const sc_value *object, const char *key, double *number) {
    json_object *member = NULL;
    if (!json_object_object_get_ex(object->object, key, &member) || !member ||
        !(json_object_is_type(member, json_type_int) || json_object_is_type(member, json_type_double)))
        return 0;
    *number = sc_exact_double(member, &ctx->out_of_memory);
    return isfinite(*number);
}

static void check_order(sc_ctx *ctx, sc_value *object, const sc_spec_pair *pair) {
    double low = 0, high = 0;
    if (!member_number(ctx, object, pair->lower, &low) || !member_number(ctx, object, pair->upper, &high) ||
        low <= high)
        return;
    sc_value upper = sc_member(ctx, object, pair->upper);
    sc_rule(ctx, "wire.range", upper.path, NULL, "%s is less than %s; %s", pair->upper, pair->lower, pair->reason);
    sc_value_free(&upper);
}

static void walk_number(sc_ctx *ctx, sc_value *value, const sc_spec_value *spec) {
    int got = 0;
    double number = sc_double(ctx, value, &got);
    if (!got || !value->usable || !isfinite(number)) return;
    if (spec->has_floor && number < spec->floor)
        sc_rule(ctx, "wire.range", value->path, NULL, "%g is below %g", number, spec->floor);
    else if (spec->fraction_code && number != trunc(number))
        sc_rule(ctx, spec->fraction_code, value->path, NULL, "%g; %s", number, spec->fraction_message);
}

static void walk_object(sc_ctx *ctx, sc_value *value, const sc_spec_object *object) {
    for (size_t i = 0; i < object->member_count; i++) {
        const sc_spec_member *member = &sc_spec_members[object->first_member + i];
        size_t alias_finding;
        sc_value child = member_value(ctx, value, member, &alias_finding);
        const sc_spec_variant *variant = chosen_variant(ctx, object, value->object, member->key);
        if (member->null_finding.code && child.present && child.usable && !child.object) {
            sc_rule(ctx, member->null_finding.code, child.path, NULL, "%s", member->null_finding.message);
            if (alias_finding != SIZE_MAX) sc_withdraw_if_broken(ctx, alias_finding);
            sc_value_free(&child);
            continue;
        }
        size_t note = SIZE_MAX;
        if (member->note.code && child.present && child.object) {
            size_t before = ctx->diagnostics.count;
            sc_rule(ctx, member->note.code, child.path, NULL, "%s", member->note.message);
            if (ctx->diagnostics.count > before) note = before;
        }
        if (variant && variant->finding_code && child.present && child.object)
            sc_rule(ctx, variant->finding_code, child.path, NULL, "%s", variant->finding_message);
        /* An optional member that may not be null is read as required once it is there; one
         * the chosen case requires, always. */
        int required = member->required || (variant && variant->required);
        if (required || member->nullable || child.present)
            walk_value(ctx, &child, variant && variant->value >= 0 ? variant->value : member->value,
                       !required && member->nullable);
        /* Reported before the value was read, so that they come first at its offset; withdrawn
         * when the value is broken (nothing is said below a value of the wrong kind). The note
         * first: it was reported after the alias's finding. */
        if (note != SIZE_MAX) sc_withdraw_if_broken(ctx, note);
        if (alias_finding != SIZE_MAX) sc_withdraw_if_broken(ctx, alias_finding);
        sc_value_free(&child);
    }
    for (size_t g = 0; g < object->group_count; g++) {
        const sc_spec_group *group = &sc_spec_groups[object->first_group + g];
        size_t present = 0;
        for (size_t i = 0; i < group->string_count; i++)
            present += holds_value(value->object, sc_spec_strings[group->first_string + i]);
        if (present == 1) continue;
        /* Broken: the keys given, or all of them, named as the Swift walker names them. */
        sc_buf keys = {0};
        size_t named = 0;
        for (size_t i = 0; i < group->string_count; i++) {
            const char *key = sc_spec_strings[group->first_string + i];
            if (present && !holds_value(value->object, key)) continue;
            sc_buf_appendf(&keys, "%s%s", named++ ? (present ? " and " : " or ") : "", key);
        }
        if (keys.failed) ctx->out_of_memory = 1;
        if (present == 0)
            sc_rule(ctx, "wire.one-of", value->path, NULL, "give one of %s", sc_buf_cstr(&keys));
        else
            sc_rule(ctx, "wire.one-of", value->path, NULL, "%s are %s given; use one", sc_buf_cstr(&keys),
                    present == 2 ? "both" : "all");
        sc_buf_free(&keys);
    }
    for (size_t p = 0; p < object->pair_count; p++) check_order(ctx, value, &sc_spec_pairs[object->first_pair + p]);
}

static void walk_array(sc_ctx *ctx, sc_value *value, const sc_spec_value *spec) {
    size_t count = json_object_array_length(value->object);
    if (count < spec->count_min || count > spec->count_max)
        sc_rule(ctx, "wire.count", value->path, NULL, "%zu elements; needs %zu...%zu", count, spec->count_min,
                spec->count_max);
    size_t matching = 0;
    for (size_t i = 0; i < count; i++) {
        sc_value element = sc_element(ctx, value, i);
        if (spec->one_key && element.object && json_object_is_type(element.object, json_type_object)) {
            json_object *held = NULL;
            /* Compared with its length: a value with U+0000 inside is not the one counted. */
            if (json_object_object_get_ex(element.object, spec->one_key, &held) &&
                json_object_is_type(held, json_type_string)) {
                sc_text text = {json_object_get_string(held), (size_t)json_object_get_string_len(held)};
                if (sc_text_is(text, spec->one_value) && ++matching > 1)
                    sc_rule(ctx, spec->one_code, element.path, NULL, "%s", spec->one_message);
            }
        }
        walk_value(ctx, &element, spec->child, 0);
        sc_value_free(&element);
    }
}

static void walk_embedded(sc_ctx *ctx, sc_value *value, const sc_spec_value *spec) {
    sc_doc inner;
    char *prefix = NULL;
    if (sc_embedded(ctx, value, &inner, &prefix)) {
        /* The first document read, before any inside it: a dialect may be told by its layout. */
        if (!ctx->has_first_embedded) {
            ctx->first_embedded = inner.lex.facts;
            ctx->has_first_embedded = 1;
        }
        sc_value root = sc_root(ctx, &inner);
        walk_value(ctx, &root, spec->child, 0);
        sc_value_free(&root);
        sc_doc_free(&inner);
    }
    free(prefix);
}

static void walk_app_message(sc_ctx *ctx, sc_value *value, const sc_spec_value *spec) {
    if (!json_object_is_type(value->object, json_type_string)) {
        sc_wrong_kind(ctx, value, "a string");
        return;
    }
    if (sc_app_text(ctx, value)) {
        sc_rule(ctx, "wire.application-data", value->path, NULL, "the string is the app's own text, not JSON");
        return;
    }
    sc_doc inner;
    char *prefix = NULL;
    if (sc_embedded(ctx, value, &inner, &prefix)) {
        sc_value root = sc_root(ctx, &inner);
        sc_family_value(ctx, spec->family, &root);
        sc_value_free(&root);
        sc_doc_free(&inner);
    }
    free(prefix);
}

static void walk_value(sc_ctx *ctx, sc_value *value, int index, int optional) {
    const sc_spec_value *spec = &sc_spec_values[index];
    switch (spec->kind) {
    case SC_SPEC_STRING: walk_string(ctx, value, spec, optional); return;
    case SC_SPEC_INTEGER: walk_integer(ctx, value, spec, optional); return;
    case SC_SPEC_CODE_OR_NAME:
        /* A string is a name; anything else is read as a code, so a wrong kind is a wrong integer. */
        if (value->present && value->object && json_object_is_type(value->object, json_type_string))
            walk_string(ctx, value, spec, optional);
        else
            walk_integer(ctx, value, spec, optional);
        return;
    case SC_SPEC_BOOLEAN: (void)sc_bool(ctx, value, optional, NULL); return;
    default: break;
    }
    if (!sc_reach(ctx, value, optional)) return;
    switch (spec->kind) {
    case SC_SPEC_NUMBER: walk_number(ctx, value, spec); return;
    case SC_SPEC_OBJECT:
        if (sc_expect_object(ctx, value)) walk_object(ctx, value, &sc_spec_objects[spec->child]);
        return;
    case SC_SPEC_ARRAY:
        if (!value->object || !json_object_is_type(value->object, json_type_array))
            sc_wrong_kind(ctx, value, "an array");
        else
            walk_array(ctx, value, spec);
        return;
    case SC_SPEC_EMBEDDED: walk_embedded(ctx, value, spec); return;
    case SC_SPEC_APP_MESSAGE: walk_app_message(ctx, value, spec); return;
    default: return; /* SC_SPEC_ANY: any value is the sender's own */
    }
}

/* The root's member `key` (NULL when absent or null). */
static json_object *root_member(const sc_doc *doc, const char *key) {
    json_object *member = NULL;
    if (!doc->root || !json_object_is_type(doc->root, json_type_object) ||
        !json_object_object_get_ex(doc->root, key, &member))
        return NULL;
    return member;
}

static int root_code_holds(sc_ctx *ctx, const sc_doc *doc, const sc_spec_dialect *dialect) {
    int64_t number = 0;
    json_object *member = root_member(doc, dialect->key);
    if (!member || !sc_exact_int64(member, &number, &ctx->out_of_memory) ||
        !has_code(dialect->first_code, dialect->code_count, number))
        return 0;
    return !dialect->without || !root_member(doc, dialect->without);
}

static const char *dialect_of(sc_ctx *ctx, const sc_doc *doc, const sc_spec_form *form) {
    const char *last = NULL;
    for (size_t i = 0; i < form->dialect_count; i++) {
        const sc_spec_dialect *dialect = &sc_spec_dialects[form->first_dialect + i];
        last = dialect->name;
        /* A layout signal reads the message's facts, or its first embedded document's (the
         * generator marks only layout signals so); with no such document read, it does not hold. */
        const sc_facts *layout = !dialect->in_first_embedded ? &doc->lex.facts
                                 : ctx->has_first_embedded   ? &ctx->first_embedded
                                                             : NULL;
        if (!layout) continue;
        int holds = 0;
        switch (dialect->signal) {
        case SC_SIGNAL_PRETTY: holds = layout->newlines; break;
        case SC_SIGNAL_ESCAPED_SLASH: holds = layout->escaped_slash; break;
        case SC_SIGNAL_ZERO_FRACTION: holds = layout->zero_fraction; break;
        case SC_SIGNAL_ROOT_KEY: holds = sc_has_key(doc->root, dialect->key); break;
        case SC_SIGNAL_ROOT_STRING: {
            json_object *member = root_member(doc, dialect->key);
            holds = member && json_object_is_type(member, json_type_string);
            break;
        }
        case SC_SIGNAL_ROOT_CODE: holds = root_code_holds(ctx, doc, dialect); break;
        case SC_SIGNAL_OTHERWISE: holds = 1; break;
        }
        if (holds) return dialect->name;
    }
    return last;
}

const char *sc_spec_walk_shape(sc_ctx *ctx, sc_value *value, int form, int shape) {
    for (size_t i = 0; i < SC_SPEC_FORM_COUNT; i++) {
        const sc_spec_form *spec = &sc_spec_forms[i];
        if (spec->form != form || spec->shape != shape) continue;
        if (spec->note_code) sc_rule(ctx, spec->note_code, value->path, NULL, "%s", spec->note_message);
        walk_value(ctx, value, spec->root, 0);
        return spec->dialect_count > 0 ? sc_spec_dialects[spec->first_dialect].name : NULL;
    }
    return NULL;
}

int sc_spec_family(sc_ctx *ctx, sc_doc *doc, int form, sc_outcome *out) {
    return sc_spec_family_shape(ctx, doc, form, sc_spec_shape_of(doc->root, form), out);
}

int sc_spec_family_shape(sc_ctx *ctx, sc_doc *doc, int form, int shape, sc_outcome *out) {
    for (size_t i = 0; i < SC_SPEC_FORM_COUNT; i++) {
        const sc_spec_form *spec = &sc_spec_forms[i];
        if (spec->form != form || spec->shape != shape) continue;
        /* Every byte counts, whitespace before the root included: the finding is at byte 0. */
        if (spec->limit_code && doc->length > (unsigned long long)spec->limit_bytes)
            sc_report(ctx, spec->limit_code, "$", 0, "%s is %zu bytes; the limit is %lld", spec->limit_subject,
                      doc->length, spec->limit_bytes);
        if (spec->room_attribute_map) sc_room_attribute_limits(ctx, doc, &sc_spec_values[spec->root]);
        sc_value root = sc_root(ctx, doc);
        if (spec->note_code) sc_rule(ctx, spec->note_code, root.path, NULL, "%s", spec->note_message);
        walk_value(ctx, &root, spec->root, 0);
        sc_value_free(&root);
        out->family = spec->family;
        out->version = spec->version;
        out->dialect = dialect_of(ctx, doc, spec);
        return 1;
    }
    return 0;
}
