/* Which shape of a form written as several shapes an object is: the generated rules and
 * refinements (sc_spec_shape_rules, sc_spec_refinements; Swift's ShapeRule and
 * ShapeRefinement), asked of the object's keys, and the walk of the shape chosen. */
#include "sc_internal.h"
#include "sc_spec_walk_table.h"

static int has_key(json_object *object, const char *key) {
    json_object *unused = NULL;
    return object && json_object_is_type(object, json_type_object) && json_object_object_get_ex(object, key, &unused);
}

static int any_key(json_object *object, size_t first, size_t count) {
    for (size_t i = 0; i < count; i++)
        if (has_key(object, sc_spec_strings[first + i])) return 1;
    return 0;
}

static int rule_holds(json_object *object, const sc_spec_shape_rule *rule) {
    for (size_t i = 0; i < rule->all_count; i++)
        if (!has_key(object, sc_spec_strings[rule->first_all + i])) return 0;
    if (rule->any_count > 0 && !any_key(object, rule->first_any, rule->any_count)) return 0;
    return !any_key(object, rule->first_none, rule->none_count);
}

/* Whether the root's string `key` (its last copy, compared with its length) is one of the
 * refinement's values. */
static int root_string_listed(json_object *root, const sc_spec_refinement *refinement) {
    json_object *member = NULL;
    if (!has_key(root, refinement->root_key) || !json_object_object_get_ex(root, refinement->root_key, &member) ||
        !json_object_is_type(member, json_type_string))
        return 0;
    sc_text text = {json_object_get_string(member), (size_t)json_object_get_string_len(member)};
    for (size_t i = 0; i < refinement->value_count; i++)
        if (sc_text_is(text, sc_spec_strings[refinement->first_value + i])) return 1;
    return 0;
}

int sc_spec_shape_of(json_object *root, int form) {
    int shape = 0;
    for (size_t i = 0; i < SC_SPEC_SHAPE_RULE_COUNT; i++) {
        const sc_spec_shape_rule *rule = &sc_spec_shape_rules[i];
        if (rule->form == form && rule_holds(root, rule)) {
            shape = rule->shape;
            break;
        }
    }
    for (size_t i = 0; i < SC_SPEC_REFINEMENT_COUNT; i++) {
        const sc_spec_refinement *refinement = &sc_spec_refinements[i];
        if (refinement->form != form || refinement->from != shape || !root_string_listed(root, refinement)) continue;
        json_object *member = NULL;
        if (json_object_object_get_ex(root, refinement->member, &member) && rule_holds(member, &refinement->keys))
            shape = refinement->to;
    }
    return shape;
}
