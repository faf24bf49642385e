/* Which shape of a form written as several shapes an object is: the generated rules and
 * refinements (sc_spec_shape_rules, sc_spec_refinements; Swift's ShapeRule and
 * ShapeRefinement), asked of the object's keys, and the walk of the shape chosen. */
#include "sc_internal.h"
#include "sc_spec_walk_table.h"

static int any_key(json_object *object, size_t first, size_t count) {
    for (size_t i = 0; i < count; i++)
        if (sc_has_key(object, sc_spec_strings[first + i])) return 1;
    return 0;
}

static int rule_holds(json_object *object, const sc_spec_shape_rule *rule) {
    for (size_t i = 0; i < rule->all_count; i++)
        if (!sc_has_key(object, sc_spec_strings[rule->first_all + i])) return 0;
    if (rule->any_count > 0 && !any_key(object, rule->first_any, rule->any_count)) return 0;
    return !any_key(object, rule->first_none, rule->none_count);
}

/* Whether the root's string `root_key` is one of the refinement's values. */
static int root_string_listed(json_object *root, const sc_spec_refinement *refinement) {
    for (size_t i = 0; i < refinement->value_count; i++)
        if (sc_member_string_is(root, refinement->root_key, sc_spec_strings[refinement->first_value + i])) return 1;
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
