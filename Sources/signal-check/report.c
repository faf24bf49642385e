/* signal-check's output, field for field as `livesig validate` writes it. */
#include "report.h"

#include <stdio.h>
#include <string.h>

/* JSON string text of `length` bytes (U+0000 included), compact as livesig writes it. */
static void put_quoted(const char *text, size_t length) {
    putchar('"');
    for (size_t i = 0; i < length; i++) {
        unsigned char c = (unsigned char)text[i];
        switch (c) {
        case '"': fputs("\\\"", stdout); break;
        case '\\': fputs("\\\\", stdout); break;
        case '\b': fputs("\\b", stdout); break;
        case '\f': fputs("\\f", stdout); break;
        case '\n': fputs("\\n", stdout); break;
        case '\r': fputs("\\r", stdout); break;
        case '\t': fputs("\\t", stdout); break;
        default:
            if (c < 0x20)
                printf("\\u%04x", c);
            else
                putchar(c);
        }
    }
    putchar('"');
}

static void put_text_or_null(const char *text) {
    if (text)
        put_quoted(text, strlen(text));
    else
        fputs("null", stdout);
}

static const char *severity_name(sc_severity severity) {
    return severity == SC_SEVERITY_ERROR ? "error" : severity == SC_SEVERITY_WARNING ? "warning" : "note";
}

/* The 1-based line (within the message) and byte column of `offset`, as livesig's
 * SourceLineIndex places it: clamped to the text; a line break belongs to the line it ends. */
static void place(const unsigned char *bytes, size_t length, long offset, size_t *line, size_t *column) {
    size_t at = offset < 0 ? 0 : (size_t)offset > length ? length : (size_t)offset;
    size_t start = 0;
    *line = 1;
    for (size_t i = 0; i < at; i++) {
        if (bytes[i] == '\n') {
            (*line)++;
            start = i + 1;
        }
    }
    *column = at - start + 1;
}

static void count(tally *t, const sc_result *result, const char *channel) {
    size_t families = 0;
    const char *const *names = sc_family_names(&families);
    size_t slot = families;                              /* no family */
    if (!result->family && channel) slot = families + 1; /* a line that records an event */
    for (size_t i = 0; result->family && i < families; i++)
        if (strcmp(names[i], result->family) == 0) slot = i;
    size_t slots = sizeof t->family_messages / sizeof t->family_messages[0];
    if (slot >= slots) slot = slots - 1; /* more families than the table holds: counted last */
    t->messages++;
    t->family_messages[slot]++;
    if (!result->valid) {
        t->invalid++;
        t->family_invalid[slot]++;
    }
    for (size_t i = 0; i < result->diagnostic_count; i++)
        t->warnings += result->diagnostics[i].severity == SC_SEVERITY_WARNING;
}

static void json_message(const char *source, size_t line, const unsigned char *bytes, size_t length,
                         const sc_result *result, const char *channel) {
    fputs("{\"source\":", stdout);
    put_text_or_null(source);
    printf(",\"line\":%zu,\"channel\":", line);
    put_text_or_null(channel);
    fputs(",\"event\":", stdout);
    if (result->event)
        put_quoted(result->event, result->event_length);
    else
        fputs("null", stdout);
    fputs(",\"family\":", stdout);
    put_text_or_null(result->family);
    if (result->version)
        printf(",\"version\":%d", result->version);
    else
        fputs(",\"version\":null", stdout);
    fputs(",\"dialect\":", stdout);
    put_text_or_null(result->dialect);
    printf(",\"valid\":%s,\"diagnostics\":[", result->valid ? "true" : "false");
    for (size_t i = 0; i < result->diagnostic_count; i++) {
        const sc_diagnostic *d = &result->diagnostics[i];
        fputs(i ? ",{\"code\":" : "{\"code\":", stdout);
        put_text_or_null(d->code);
        printf(",\"severity\":\"%s\",\"path\":", severity_name(d->severity));
        put_text_or_null(d->path);
        if (d->offset >= 0) {
            size_t at_line = 0, column = 0;
            place(bytes, length, d->offset, &at_line, &column);
            printf(",\"offset\":%ld,\"line\":%zu,\"column\":%zu,\"message\":", d->offset, line + at_line - 1, column);
        } else {
            fputs(",\"offset\":null,\"line\":null,\"column\":null,\"message\":", stdout);
        }
        put_text_or_null(d->message);
        putchar('}');
    }
    fputs("]}\n", stdout);
}

static void text_message(const char *source, size_t line, const sc_result *result, const char *channel) {
    printf("%s:%zu: ", source, line);
    if (result->family)
        printf("%s v%d", result->family, result->version ? result->version : 1);
    else if (channel)
        fputs("event", stdout);
    else
        fputs("unknown family", stdout);
    if (result->dialect) printf(" (%s)", result->dialect);
    if (channel) printf(" from %s", channel);
    printf(": %s\n", result->valid ? "valid" : "invalid");
    for (size_t i = 0; i < result->diagnostic_count; i++) {
        const sc_diagnostic *d = &result->diagnostics[i];
        printf("    %s[%s] %s: %s\n", severity_name(d->severity), d->code, d->path, d->message);
    }
}

void report_message(tally *t, const char *source, size_t line, const unsigned char *bytes, size_t length,
                    const sc_result *result, const char *channel) {
    count(t, result, channel);
    if (t->json)
        json_message(source, line, bytes, length, result, channel);
    else
        text_message(source, line, result, channel);
}

void report_too_large(tally *t, const char *source, size_t line, const char *family, size_t length, size_t limit) {
    /* As livesig reports a message it skips unread: json.size at its first byte, under the
     * family asked for (if any), with no bytes to place it further. */
    char message[160];
    snprintf(message, sizeof message, "the message is %zu bytes, larger than the limit of %zu; it was skipped unread",
             length, limit);
    sc_diagnostic finding = {
        .code = "json.size", .severity = SC_SEVERITY_ERROR, .path = "$", .message = message, .offset = 0};
    sc_result result = {.family = family, .diagnostic_count = 1, .diagnostics = &finding};
    report_message(t, source, line, (const unsigned char *)"", 0, &result, NULL);
}

void report_summary(const tally *t) {
    size_t families = 0;
    const char *const *names = sc_family_names(&families);
    const char *rows[16];
    size_t slots[16], row_count = 0;
    for (size_t i = 0; i < families + 2 && i < 16; i++) {
        if (t->family_messages[i] == 0) continue;
        rows[row_count] = i < families ? names[i] : i == families ? "no family" : "events";
        slots[row_count++] = i;
    }
    if (t->json) {
        printf("{\"summary\":{\"messages\":%zu,\"valid\":%zu,\"invalid\":%zu,\"warnings\":%zu,\"families\":{",
               t->messages, t->messages - t->invalid, t->invalid, t->warnings);
        for (size_t r = 0; r < row_count; r++) {
            printf("%s\"%s\":{\"valid\":%zu,\"invalid\":%zu}", r ? "," : "", rows[r],
                   t->family_messages[slots[r]] - t->family_invalid[slots[r]], t->family_invalid[slots[r]]);
        }
        printf("},\"inputs_read\":%zu,\"inputs_not_read\":%zu}}\n", t->inputs_read, t->inputs_not_read);
        return;
    }
    printf("%zu message%s: %zu valid, %zu invalid, %zu warning%s\n", t->messages, t->messages == 1 ? "" : "s",
           t->messages - t->invalid, t->invalid, t->warnings, t->warnings == 1 ? "" : "s");
    size_t width = 0;
    for (size_t r = 0; r < row_count; r++)
        if (strlen(rows[r]) > width) width = strlen(rows[r]);
    for (size_t r = 0; r < row_count; r++) {
        size_t valid = t->family_messages[slots[r]] - t->family_invalid[slots[r]];
        printf("  %-*s  %zu valid", (int)width, rows[r], valid);
        if (t->family_invalid[slots[r]]) printf(", %zu invalid", t->family_invalid[slots[r]]);
        putchar('\n');
    }
    if (t->inputs_not_read) {
        size_t total = t->inputs_read + t->inputs_not_read;
        printf("%zu of %zu input%s not read (the reasons are on stderr)\n", t->inputs_not_read, total,
               total == 1 ? "" : "s");
    }
}
