/* Which family a message belongs to, by its root keys (Vectors/README.md states the rule). */
#include <string.h>

#include "sc_internal.h"

typedef struct form_info {
    const char *family;
    const char *markers[SC_FORM_MAX_MARKERS];
    const char *others[SC_FORM_MAX_OTHERS]; /* keys the form uses besides its markers */
    const char *channel;                    /* where the family travels */
    int claims_empty_object;                /* `{}` on its channel is this form */
    int claims_unmarked;                    /* an object with no marker on its channel is this form */
    const char *claims_with_key;            /* an object with no marker but this key is this form */
} form_info;

static const form_info forms[SC_FORM_COUNT] = {SC_FORMS_INITIALIZER};

const char *sc_form_family(int form) { return form >= 0 && form < SC_FORM_COUNT ? forms[form].family : NULL; }

static int key_count(const sc_doc *doc) {
    return doc->root && json_object_is_type(doc->root, json_type_object) ? json_object_object_length(doc->root) : 0;
}

/* The integer value of a root number, when it has one (any exact form). */
static int root_int(const sc_doc *doc, const char *key, int64_t *value) {
    json_object *found = NULL;
    /* json-c keeps the last of repeated keys, as decoding does: only its kind counts. Out of
     * memory here reads as no integer; the walk that follows reads the value again and says so. */
    int out_of_memory = 0;
    return sc_has_key(doc->root, key) && json_object_object_get_ex(doc->root, key, &found) &&
           sc_exact_int64(found, value, &out_of_memory);
}

/* Whether a message read as `family` may be of `form`: families that share a channel are told
 * apart by their markers, so naming one names the channel (as WireFamily.admits in Swift). */
static const char *channel_of(const char *family) {
    for (int form = 0; form < SC_FORM_COUNT; form++)
        if (strcmp(forms[form].family, family) == 0) return forms[form].channel;
    return "";
}

static int admits(const char *family, const char *channel, int form) {
    return strcmp(forms[form].family, family) == 0 || (channel[0] && strcmp(forms[form].channel, channel) == 0);
}

int sc_detect(const sc_doc *doc, const char *family) {
    int candidates[SC_FORM_COUNT];
    int count = 0;
    const char *channel = family ? channel_of(family) : "";
    for (int form = 0; form < SC_FORM_COUNT; form++) {
        if (!family || admits(family, channel, form)) candidates[count++] = form;
    }
    if (count == 0) return SC_FORM_NONE;
    int payload_allowed = !family || admits(family, channel, SC_FORM_COHOST_PAYLOAD);
    int64_t number;
    /* The Android document's bare {"action_type": 10000}: a payload, not a broken envelope. */
    if (payload_allowed && key_count(doc) == 1 && sc_has_key(doc->root, SC_COHOST_SOLE_KEY) &&
        root_int(doc, SC_COHOST_SOLE_KEY, &number) && number >= SC_COHOST_LOWEST_ROOM_CODE)
        return SC_FORM_COHOST_PAYLOAD;
    /* `{}` on a channel with a form that claims it (Web's accept: an answer with nothing to say). */
    if (family && key_count(doc) == 0 && doc->root && json_object_is_type(doc->root, json_type_object))
        for (int form = 0; form < SC_FORM_COUNT; form++)
            if (forms[form].claims_empty_object && admits(family, channel, form)) return form;
    int best = SC_FORM_NONE, best_score = 0;
    for (int i = 0; i < count; i++) {
        int score = 0;
        for (int m = 0; m < SC_FORM_MAX_MARKERS && forms[candidates[i]].markers[m]; m++)
            score += sc_has_key(doc->root, forms[candidates[i]].markers[m]);
        if (score > best_score) {
            best = candidates[i];
            best_score = score;
        }
    }
    if (best != SC_FORM_NONE) return best;
    /* No marker, but `type`: a device state missing its keys when it is 0, else the form that
     * claims such objects by a key (the call-type invite, {"type":10000}). */
    if ((!family || admits(family, channel, SC_FORM_SEI_DEVICE_STATE)) && root_int(doc, SC_SEI_KEY_TYPE, &number) &&
        number == SC_SEI_DEVICE_STATE_TYPE)
        return SC_FORM_SEI_DEVICE_STATE;
    for (int form = 0; form < SC_FORM_COUNT; form++)
        if (forms[form].claims_with_key && sc_has_key(doc->root, forms[form].claims_with_key) &&
            (!family || admits(family, channel, form)))
            return form;
    /* An object nothing claims, on a channel with a form that takes such objects (the app's own
     * JSON in SEI): that form, not a broken message of the named family. */
    if (family && doc->root && json_object_is_type(doc->root, json_type_object))
        for (int form = 0; form < SC_FORM_COUNT; form++)
            if (forms[form].claims_unmarked && admits(family, channel, form)) return form;
    /* A named family with nothing recognisable: its first form, so its rules can speak. */
    for (int i = 0; family && i < count; i++)
        if (strcmp(forms[candidates[i]].family, family) == 0) return candidates[i];
    return SC_FORM_NONE;
}

const char *sc_closest_family(const sc_doc *doc) {
    const char *best = NULL;
    int best_score = 0;
    for (int form = 0; form < SC_FORM_COUNT; form++) {
        int score = 0;
        for (int m = 0; m < SC_FORM_MAX_MARKERS && forms[form].markers[m]; m++)
            score += sc_has_key(doc->root, forms[form].markers[m]);
        for (int o = 0; o < SC_FORM_MAX_OTHERS && forms[form].others[o]; o++)
            score += sc_has_key(doc->root, forms[form].others[o]);
        if (score > best_score) {
            best = forms[form].family;
            best_score = score;
        }
    }
    return best;
}
