/* Capture lines (README "Capture format", v1): an envelope
 * {"ts","channel","room","from","to","payload"} is checked itself, and its payload validated as
 * the family its channel carries; any other line is a message. Mirrors CaptureDecoder.swift. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "sc_internal.h"

static const char *const call_events[] = {"invite", "accept", "reject", "cancel", "timeout", "quit", "end", NULL};
static const char *const attribute_events[] = {"set", "delete", NULL};
static const char *const trtc_events[] = {"connect", "connected", "error", "disconnect", NULL};
static const char *const sdk_events[] = {"mixer.start",
                                         "mixer.stop",
                                         "seat.take-request",
                                         "seat.invite",
                                         "seat.accepted",
                                         "seat.rejected",
                                         "seat.cancelled",
                                         "seat.timeout",
                                         "seat.error",
                                         "seat.kick",
                                         "seat.leave",
                                         "stream.opened",
                                         "stream.person-changed",
                                         "stream.sending-video-changed",
                                         "stream.size-changed",
                                         "stream.closed",
                                         NULL};
static const char *const no_events[] = {NULL};

/* The channels, their families (none for sdk) and the events a line may name. */
static const struct {
    const char *channel;
    const char *family;
    const char *const *events;
} channels[] = {
    {"zim.command", "cohost.room-request", no_events},
    {"zim.call-invite", "pk.invite", call_events},
    {"zim.room-attributes", "pk.room-attributes", attribute_events},
    {"sei", "sei.device-state", no_events},
    {"tim.group", "chat.custom", no_events},
    {"tim.rest", "chat.rest.send-group-msg", no_events},
    {"trtc.connect", "trtc.connect-other-room", trtc_events},
    {"zim.callback", "zim.callback", no_events},
    {"sdk", NULL, sdk_events},
};
enum { channel_count = sizeof channels / sizeof channels[0] };

/* Whether the `len` bytes at `text` spell `name`: compared by length, so that an event holding
 * a NUL (`"timeout\u0000"`) is not the name its C string stops at. */
static int spells(const char *text, size_t len, const char *name) {
    return len == strlen(name) && memcmp(text, name, len) == 0;
}

/* Whether a line of `channel` with `event` of `event_len` bytes (NULL: none) carries a
 * message; callbacks and SDK events do not, and their payload is not decoded. */
static int carries_message(int channel, const char *event, size_t event_len) {
    const char *name = channels[channel].channel;
    if (strcmp(name, "sdk") == 0) return 0;
    if (!event) return 1;
    if (strcmp(name, "zim.call-invite") == 0) return !spells(event, event_len, "timeout");
    if (strcmp(name, "zim.room-attributes") == 0) return !spells(event, event_len, "delete");
    if (strcmp(name, "trtc.connect") == 0) return spells(event, event_len, "connect");
    return 1;
}

static int is_key(const struct sc_root_member *member, const char *name) {
    return spells(member->key, member->key_len, name);
}

/* The last root member named `name` (the one a reader keeps), or NULL. */
static const struct sc_root_member *last_member(const sc_lex_result *lex, const char *name) {
    for (size_t i = lex->root_member_count; i > 0; i--)
        if (is_key(&lex->root_members[i - 1], name)) return &lex->root_members[i - 1];
    return NULL;
}

/* One past the last byte of the (lexed, valid) value starting at `start`. */
static size_t value_end(const unsigned char *bytes, size_t length, size_t start) {
    size_t depth = 0;
    int in_string = 0;
    for (size_t i = start; i < length; i++) {
        unsigned char c = bytes[i];
        if (in_string) {
            if (c == '\\')
                i++;
            else if (c == '"') {
                in_string = 0;
                if (depth == 0) return i + 1;
            }
        } else if (c == '"') {
            in_string = 1;
        } else if (c == '{' || c == '[') {
            depth++;
        } else if (c == '}' || c == ']') {
            if (depth == 0 || --depth == 0) return i + 1;
        } else if (depth == 0 && (c == ',' || c == ' ' || c == '\t' || c == '\r' || c == '\n')) {
            return i;
        }
    }
    return length;
}

typedef struct merged {
    sc_list items;
    int errors;
    int out_of_memory;
} merged;

static void add(merged *m, const char *code, sc_severity severity, const char *prefix, const char *path, long offset,
                const char *message) {
    if (m->items.count == m->items.cap) {
        size_t cap = m->items.cap ? m->items.cap * 2 : 8;
        sc_diagnostic *items = sc_realloc(m->items.items, cap * sizeof *items);
        if (!items) {
            m->out_of_memory = 1;
            return;
        }
        m->items.items = items;
        m->items.cap = cap;
    }
    sc_buf full = {0};
    sc_buf_appends(&full, prefix);
    sc_buf_appends(&full, path + (prefix[0] ? 1 : 0));
    size_t message_len = strlen(message);
    char *text = sc_malloc(message_len + 1);
    if (text) memcpy(text, message, message_len + 1);
    if (full.failed || !text) {
        sc_buf_free(&full);
        free(text);
        m->out_of_memory = 1;
        return;
    }
    m->items.items[m->items.count++] = (sc_diagnostic){
        .code = sc_intern_code(code), .severity = severity, .path = full.data, .message = text, .offset = offset};
    if (severity == SC_SEVERITY_ERROR) m->errors++;
}

/* The decoded string under the root key `name` (the last occurrence, as json-c keeps), or NULL. */
static json_object *root_string(const sc_doc *doc, const char *name) {
    json_object *value = NULL;
    if (!doc->root || !json_object_object_get_ex(doc->root, name, &value)) return NULL;
    return json_object_is_type(value, json_type_string) ? value : NULL;
}

/* Whether the number at `start` is an integer lexeme (no fraction or exponent) that fits an
 * int64 (as Swift's Int); `negative` says it starts with '-'. */
static int integer_lexeme(const unsigned char *bytes, size_t start, int *negative) {
    size_t k = start;
    *negative = bytes[k] == '-';
    if (*negative) k++;
    if (bytes[k] < '0' || bytes[k] > '9') return 0;
    char digits[32];
    size_t n = 0;
    if (*negative) digits[n++] = '-';
    while (bytes[k] >= '0' && bytes[k] <= '9') {
        if (n + 1 >= sizeof digits) return 0;
        digits[n++] = (char)bytes[k++];
    }
    if (bytes[k] == '.' || bytes[k] == 'e' || bytes[k] == 'E') return 0;
    digits[n] = '\0';
    errno = 0;
    (void)strtoll(digits, NULL, 10);
    return errno != ERANGE;
}

static int is_one_of(const char *key, size_t key_len, const char *const *names) {
    for (; *names; names++)
        if (spells(key, key_len, *names)) return 1;
    return 0;
}

/* Moves `d` (whose strings `m` then owns) into `m`. */
static void m_take(merged *m, sc_diagnostic *d) {
    if (m->items.count == m->items.cap) {
        size_t cap = m->items.cap ? m->items.cap * 2 : 8;
        sc_diagnostic *items = sc_realloc(m->items.items, cap * sizeof *items);
        if (!items) {
            free(d->path);
            free(d->message);
            m->out_of_memory = 1;
            return;
        }
        m->items.items = items;
        m->items.cap = cap;
    }
    m->items.items[m->items.count++] = *d;
    if (d->severity == SC_SEVERITY_ERROR) m->errors++;
}

/* The envelope's own rules, mirroring EnvelopeReader: channel a known name; ts and timeout
 * non-negative integers, code an integer (by lexeme); room, from, to, event, id and stream
 * strings; event one the channel names (required on sdk lines). Every occurrence of a
 * repeated key is checked. Returns the channel's index, or -1; `*event` the last event when
 * it is a string. */
static int check_envelope(const unsigned char *bytes, const sc_doc *doc, merged *m, const char **event) {
    static const char *const string_keys[] = {"room", "from", "to", "event", "id", "stream", NULL};
    const sc_lex_result *lex = &doc->lex;
    const struct sc_root_member *channel = last_member(lex, "channel");
    int index = -1;
    json_object *name = root_string(doc, "channel");
    if (!channel->is_string || !name) {
        add(m, "wire.type", SC_SEVERITY_ERROR, "", "$.channel", (long)channel->value_start, "channel is a string");
    } else {
        size_t len = (size_t)json_object_get_string_len(name);
        for (int i = 0; i < (int)channel_count && index < 0; i++) {
            if (spells(json_object_get_string(name), len, channels[i].channel)) index = i;
        }
        if (index < 0)
            add(m, "wire.enum", SC_SEVERITY_ERROR, "", "$.channel", (long)channel->value_start,
                "channel is not one of the capture channels");
    }
    for (size_t i = 0; i < lex->root_member_count; i++) {
        const struct sc_root_member *member = &lex->root_members[i];
        int negative = 0;
        char path[16];
        if (member->key_len < sizeof path - 3) {
            memcpy(path, "$.", 2);
            memcpy(path + 2, member->key, member->key_len + 1);
        }
        if (is_key(member, "ts") || is_key(member, "timeout")) {
            if (!integer_lexeme(bytes, member->value_start, &negative) || negative)
                add(m, "wire.type", SC_SEVERITY_ERROR, "", path, (long)member->value_start,
                    "must be a non-negative integer");
        } else if (is_key(member, "code")) {
            if (!integer_lexeme(bytes, member->value_start, &negative))
                add(m, "wire.type", SC_SEVERITY_ERROR, "", path, (long)member->value_start, "must be an integer");
        } else if (is_one_of(member->key, member->key_len, string_keys) && !member->is_string) {
            add(m, "wire.type", SC_SEVERITY_ERROR, "", path, (long)member->value_start, "must be a string");
        }
    }
    json_object *event_value = root_string(doc, "event");
    const struct sc_root_member *event_member = last_member(lex, "event");
    *event = event_value && event_member && event_member->is_string ? json_object_get_string(event_value) : NULL;
    if (index < 0) return index;
    if (!event_member) {
        if (strcmp(channels[index].channel, "sdk") == 0) {
            size_t root = 0;
            while (bytes[root] == ' ' || bytes[root] == '\t' || bytes[root] == '\r' || bytes[root] == '\n') root++;
            add(m, "wire.missing-key", SC_SEVERITY_ERROR, "", "$.event", (long)root, "an sdk line names its event");
        }
    } else if (*event) {
        size_t len = (size_t)json_object_get_string_len(event_value);
        if (memchr(*event, '\0', len) || !is_one_of(*event, len, channels[index].events))
            add(m, "wire.enum", SC_SEVERITY_ERROR, "", "$.event", (long)event_member->value_start,
                "event is not one the channel names");
    }
    return index;
}

/* `event_line`: the line records an event, valid when the envelope is. */
static int finish(merged *m, const char *family, int version, const char *dialect, int inner_valid, int event_line,
                  sc_result *result) {
    if (!m->out_of_memory && sc_sort_by_offset(m->items.items, m->items.count) != 0) m->out_of_memory = 1;
    if (m->out_of_memory) {
        free(result->event);
        result->event = NULL;
        for (size_t i = 0; i < m->items.count; i++) {
            free(m->items.items[i].path);
            free(m->items.items[i].message);
        }
        free(m->items.items);
        return -1;
    }
    result->family = family;
    result->version = family ? version : 0;
    result->dialect = dialect;
    result->valid = event_line ? m->errors == 0 : family != NULL && inner_valid && m->errors == 0;
    result->diagnostics = m->items.items;
    result->diagnostic_count = m->items.count;
    return 0;
}

static int capture_line(const unsigned char *bytes, size_t length, const char *family, const sc_options *options,
                        sc_result *result, const char **channel_out);

int sc_validate_capture_line(const unsigned char *bytes, size_t length, const char *family, const sc_options *options,
                             sc_result *result, const char **channel_out) {
    const char *unused = NULL;
    if (!channel_out) channel_out = &unused;
    *channel_out = NULL;
    if (sc_arguments_refused(bytes, length, result)) return -1;
    unsigned long failures = sc_alloc_failures();
    int status = sc_status_after(failures, capture_line(bytes, length, family, options, result, channel_out), result);
    if (status != 0) *channel_out = NULL;
    return status;
}

static int capture_line(const unsigned char *bytes, size_t length, const char *family, const sc_options *options,
                        sc_result *result, const char **channel_out) {
    memset(result, 0, sizeof *result);
    *channel_out = NULL;
    sc_options effective;
    sc_options_effective(options, &effective);
    options = &effective;
    sc_doc doc = {.prefix = "$"};
    sc_lex(bytes, length, options, &doc.lex);
    const struct sc_root_member *channel = doc.lex.ok ? last_member(&doc.lex, "channel") : NULL;
    const struct sc_root_member *payload = doc.lex.ok ? last_member(&doc.lex, "payload") : NULL;
    int parsed = channel && payload;
    if (parsed) sc_doc_take_root(&doc);
    if (doc.lex.out_of_memory || !parsed) {
        if (doc.lex.out_of_memory) {
            sc_doc_free(&doc);
            return -1;
        }
        /* Not an envelope: the line is a message, already read. */
        return sc_validate_lexed(bytes, length, family, options, &doc, result);
    }
    merged m = {0};
    size_t payload_start = payload->value_start;
    size_t payload_end = value_end(bytes, length, payload_start);
    int object_payload = bytes[payload_start] == '{';
    merged envelope_problems = {0};
    const char *event = NULL;
    size_t event_len = 0;
    int channel_index = check_envelope(bytes, &doc, &envelope_problems, &event);
    if (event) {
        /* The event's text lives in the envelope's tree, which is freed below. */
        json_object *value = root_string(&doc, "event");
        size_t len = value ? (size_t)json_object_get_string_len(value) : strlen(event);
        event_len = len;
        result->event = sc_malloc(len + 1);
        if (result->event) {
            memcpy(result->event, event, len + 1);
            result->event_length = len;
        } else {
            m.out_of_memory = 1;
        }
    }
    if (channel_index >= 0) *channel_out = channels[channel_index].channel;
    const char *payload_family = channel_index >= 0 ? channels[channel_index].family : NULL;
    int room_attributes = payload_family && strcmp(payload_family, "pk.room-attributes") == 0;
    /* An attribute map that is decoded reports its own repeated keys; any other payload's
     * repeated keys are reported here, once. */
    int decoded_object = room_attributes && object_payload && carries_message(channel_index, event, event_len);
    for (size_t i = 0; i < doc.lex.warnings.count; i++) {
        const sc_diagnostic *w = &doc.lex.warnings.items[i];
        if (decoded_object && w->offset >= (long)payload_start && w->offset < (long)payload_end) continue;
        add(&m, w->code, w->severity, "", w->path, w->offset, w->message);
    }
    for (size_t i = 0; i < envelope_problems.items.count; i++) m_take(&m, &envelope_problems.items.items[i]);
    free(envelope_problems.items.items);
    m.out_of_memory |= envelope_problems.out_of_memory;
    json_object *text = root_string(&doc, "payload");
    if (channel_index >= 0 && !carries_message(channel_index, event, event_len)) {
        if (!payload->is_string && !(room_attributes && object_payload))
            add(&m, "wire.type", SC_SEVERITY_ERROR, "", "$.payload", (long)payload_start,
                "an event's payload is a string; it is not decoded");
        sc_doc_free(&doc);
        return finish(&m, NULL, 0, NULL, 0, 1, result);
    }
    if (!payload_family || (room_attributes ? !object_payload : !payload->is_string || !text)) {
        if (payload_family)
            add(&m, "wire.type", SC_SEVERITY_ERROR, "", "$.payload", (long)payload_start,
                room_attributes ? "the payload is the attribute map: an object of strings"
                                : "the payload is the message's bytes as sent, in a string");
        sc_doc_free(&doc);
        return finish(&m, payload_family, 0, NULL, 0, 0, result);
    }
    sc_result inner;
    int status;
    if (room_attributes)
        status = sc_validate(bytes + payload_start, payload_end - payload_start, payload_family, options, &inner);
    else
        status = sc_validate((const unsigned char *)json_object_get_string(text),
                             (size_t)json_object_get_string_len(text), payload_family, options, &inner);
    sc_doc_free(&doc);
    if (status != 0) {
        m.out_of_memory = 1;
        return finish(&m, NULL, 0, NULL, 0, 0, result);
    }
    const char *prefix = room_attributes ? "$.payload" : "$.payload<json>";
    for (size_t i = 0; i < inner.diagnostic_count; i++) {
        const sc_diagnostic *d = &inner.diagnostics[i];
        long offset = d->offset;
        if (offset >= 0)
            offset = room_attributes ? offset + (long)payload_start
                                     : (long)sc_raw_index(bytes, payload_start + 1, (size_t)offset);
        add(&m, d->code, d->severity, prefix, d->path, offset, d->message);
    }
    int valid = inner.valid;
    const char *inner_family = inner.family;
    int version = inner.version;
    const char *dialect = inner.dialect;
    sc_result_free(&inner);
    return finish(&m, inner_family, version, dialect, valid, 0, result);
}
