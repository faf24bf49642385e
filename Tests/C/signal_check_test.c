/*
 * The C library's own test, outside Swift: every wire vector of Vectors/ through sc_validate
 * and every capture line with an expectation through sc_validate_capture_line, compared with
 * the checked-in expectations (family, version, dialect, verdict, each code, path and byte
 * offset), plus the rest of the public API. Prints one line per failure
 * and a closing "N passed, N failed"; exits 1 when anything failed.
 *
 *   signal-check-test VECTORS_DIRECTORY
 */
#define _XOPEN_SOURCE 700
#include <ftw.h>
#include <json-c/json.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "signal_check.h"
#include "test_files.h"

static int passed, failed;

static void expect(int condition, const char *what, const char *name) {
    if (condition) {
        passed++;
    } else {
        failed++;
        printf("FAIL %s: %s\n", name, what);
    }
}

static const char *string_member(json_object *object, const char *key) {
    json_object *value = NULL;
    if (!json_object_object_get_ex(object, key, &value) || !json_object_is_type(value, json_type_string)) return NULL;
    return json_object_get_string(value);
}

static int same_text(const char *a, const char *b) { return (!a && !b) || (a && b && strcmp(a, b) == 0); }

/* Compares a result with an expectation object {family, version, dialect, valid, diagnostics}
 * (and channel when `channel_expected` is set). */
static void compare(const sc_result *result, const char *channel, json_object *expected, int channel_expected,
                    const char *name) {
    json_object *value = NULL;
    if (channel_expected) expect(same_text(channel, string_member(expected, "channel")), "channel", name);
    expect(same_text(result->family, string_member(expected, "family")), "family", name);
    int version = json_object_object_get_ex(expected, "version", &value) && value ? json_object_get_int(value) : 0;
    expect(result->version == version, "version", name);
    expect(same_text(result->dialect, string_member(expected, "dialect")), "dialect", name);
    int valid = json_object_object_get_ex(expected, "valid", &value) && json_object_get_boolean(value);
    expect((result->valid != 0) == valid, "verdict", name);
    json_object *diagnostics = NULL;
    json_object_object_get_ex(expected, "diagnostics", &diagnostics);
    size_t count = diagnostics ? json_object_array_length(diagnostics) : 0;
    /* Each expected (code, path) is reported, and each reported one is expected, at the
     * expected offset when the library knows it. */
    for (size_t i = 0; i < count; i++) {
        json_object *item = json_object_array_get_idx(diagnostics, i);
        const char *code = string_member(item, "code"), *path = string_member(item, "path");
        int found = 0;
        for (size_t k = 0; k < result->diagnostic_count && !found; k++)
            found = same_text(result->diagnostics[k].code, code) && same_text(result->diagnostics[k].path, path);
        char what[512];
        snprintf(what, sizeof what, "expected %s at %s", code ? code : "?", path ? path : "?");
        expect(found, what, name);
    }
    for (size_t k = 0; k < result->diagnostic_count; k++) {
        const sc_diagnostic *d = &result->diagnostics[k];
        int found = 0, located = 0;
        for (size_t i = 0; i < count; i++) {
            json_object *item = json_object_array_get_idx(diagnostics, i), *offset = NULL;
            if (!same_text(d->code, string_member(item, "code")) || !same_text(d->path, string_member(item, "path")))
                continue;
            found = 1;
            /* An expectation without an offset (an unlocated finding) wants -1. */
            long wanted =
                json_object_object_get_ex(item, "offset", &offset) && offset ? (long)json_object_get_int64(offset) : -1;
            if (wanted == d->offset) located = 1;
        }
        char what[512];
        snprintf(what, sizeof what, "unexpected %s at %s", d->code, d->path);
        expect(found, what, name);
        snprintf(what, sizeof what, "%s at %s: offset %ld is not the expected one", d->code, d->path, d->offset);
        expect(!found || located, what, name);
        snprintf(what, sizeof what, "%s has the catalogue's severity", d->code);
        expect(d->severity == sc_code_severity(d->code), what, name);
    }
}

static void options_from(json_object *expected, sc_options *options) {
    sc_options_default(options);
    json_object *limits = NULL, *value = NULL;
    if (!json_object_object_get_ex(expected, "options", &limits)) return;
    if (json_object_object_get_ex(limits, "maxDepth", &value)) options->max_depth = json_object_get_int(value);
    if (json_object_object_get_ex(limits, "maxDocumentSize", &value))
        options->max_document_size = (size_t)json_object_get_int64(value);
    if (json_object_object_get_ex(limits, "maxStringLength", &value))
        options->max_string_length = (size_t)json_object_get_int64(value);
    if (json_object_object_get_ex(limits, "maxContainerSize", &value))
        options->max_container_size = (size_t)json_object_get_int64(value);
}

/* The message beside `stem.expected.json`: `stem.<one extension>`, not a .cmd recipe. */
static char *message_file(const char *expectation) {
    size_t stem = strlen(expectation) - strlen(".expected.json");
    const char *extensions[] = {".json", ".txt", ".bin"};
    for (size_t i = 0; i < sizeof extensions / sizeof *extensions; i++) {
        char *path = malloc(stem + strlen(extensions[i]) + 1);
        if (!path) return NULL;
        memcpy(path, expectation, stem);
        strcpy(path + stem, extensions[i]);
        FILE *probe = fopen(path, "rb");
        if (probe) {
            fclose(probe);
            return path;
        }
        free(path);
    }
    return NULL;
}

static int wire_vectors;

static void check_vector(const char *expectation) {
    json_object *expected = json_object_from_file(expectation);
    char *message = message_file(expectation);
    expect(expected && message, "the expectation reads and its message exists", expectation);
    size_t length = 0;
    unsigned char *bytes = message ? read_file(message, &length) : NULL;
    if (expected && bytes) {
        sc_options options;
        options_from(expected, &options);
        sc_result result;
        int status = sc_validate(bytes, length, string_member(expected, "as"), &options, &result);
        expect(status == 0, "sc_validate returns 0", message);
        if (status == 0) {
            compare(&result, NULL, expected, 0, message);
            sc_result_free(&result);
        }
        wire_vectors++;
    }
    free(bytes);
    free(message);
    json_object_put(expected);
}

static int capture_lines;

static json_object *parse(const unsigned char *bytes, size_t length) {
    json_tokener *tokener = json_tokener_new();
    json_object *object =
        tokener && length < 1 << 20 ? json_tokener_parse_ex(tokener, (const char *)bytes, (int)length) : NULL;
    json_tokener_free(tokener);
    return object;
}

/* A capture and its expectations: one JSON line per checked line, {"line": N, ...}. */
static void check_capture(const char *expectations) {
    size_t stem = strlen(expectations) - strlen(".expected.jsonl");
    char *capture = malloc(stem + strlen(".jsonl") + 1);
    size_t length = 0, expected_length = 0;
    if (capture) {
        memcpy(capture, expectations, stem);
        strcpy(capture + stem, ".jsonl");
    }
    unsigned char *bytes = capture ? read_file(capture, &length) : NULL;
    unsigned char *wanted = read_file(expectations, &expected_length);
    expect(bytes && wanted, "the capture and its expectations read", expectations);
    for (size_t at = 0, end = 0; bytes && wanted && at < expected_length; at = end + 1) {
        for (end = at; end < expected_length && wanted[end] != '\n';) end++;
        if (end == at) continue;
        json_object *expected = parse(wanted + at, end - at);
        char name[600];
        json_object *number = NULL;
        long line = expected && json_object_object_get_ex(expected, "line", &number) ? json_object_get_int(number) : 0;
        snprintf(name, sizeof name, "%s:%ld", capture, line);
        /* Find line `line` (1-based) of the capture. */
        size_t start = 0, stop = 0;
        long current = 1;
        while (current < line && start < length) {
            if (bytes[start++] == '\n') current++;
        }
        for (stop = start; stop < length && bytes[stop] != '\n';) stop++;
        expect(line >= 1 && current == line, "the expectation names a line of the capture", name);
        if (line >= 1 && current == line) {
            sc_result result;
            const char *channel = NULL;
            if (sc_validate_capture_line(bytes + start, stop - start, NULL, NULL, &result, &channel) == 0) {
                compare(&result, channel, expected, 1, name);
                sc_result_free(&result);
            } else {
                expect(0, "sc_validate_capture_line returns 0", name);
            }
            capture_lines++;
        }
        json_object_put(expected);
    }
    free(bytes);
    free(wanted);
    free(capture);
}

static int visit(const char *path, const struct stat *info, int kind, struct FTW *walk) {
    (void)info;
    (void)walk;
    if (kind != FTW_F) return 0;
    if (strstr(path, "/sei/") || strstr(path, "/api/") || strstr(path, "/sessions/")) return 0;
    size_t n = strlen(path);
    if (n > 14 && strcmp(path + n - 14, ".expected.json") == 0) check_vector(path);
    if (n > 15 && strcmp(path + n - 15, ".expected.jsonl") == 0) check_capture(path);
    return 0;
}

/* The header's own example, on a message that is not JSON: every string it prints exists. */
static void header_example(void) {
    const unsigned char bytes[] = "not json";
    sc_result result;
    char printed[1024];
    if (sc_validate(bytes, sizeof bytes - 1, NULL, NULL, &result) != 0) {
        expect(0, "sc_validate returns 0", "header example");
        return;
    }
    int n = snprintf(printed, sizeof printed, "%s v%d (%s): %s\n", result.family ? result.family : "unknown family",
                     result.version, result.dialect ? result.dialect : "-", result.valid ? "valid" : "invalid");
    expect(n > 0 && strstr(printed, "unknown family v0 (-): invalid") != NULL, "prints the unknown family",
           "header example");
    expect(result.diagnostic_count == 1 && strcmp(result.diagnostics[0].code, "json.syntax") == 0 &&
               result.diagnostics[0].offset == 0,
           "one json.syntax at byte 0", "header example");
    sc_result_free(&result);
}

static void api(void) {
    size_t count = 0;
    const char *const *families = sc_family_names(&count);
    expect(count == 13 && strcmp(families[0], "cohost.room-request") == 0 &&
               strcmp(families[9], "sei.application-data") == 0 && strcmp(families[12], "zim.callback") == 0,
           "thirteen families, in catalogue order", "sc_family_names");
    const char *const *codes = sc_diagnostic_codes(&count);
    int known = 0;
    for (size_t i = 0; i < count; i++) known += strcmp(codes[i], "json.duplicate-key") == 0;
    expect(count > 20 && known == 1, "the catalogue lists json.duplicate-key once", "sc_diagnostic_codes");
    expect(sc_code_severity("json.duplicate-key") == SC_SEVERITY_WARNING, "json.duplicate-key is a warning",
           "sc_code_severity");
    expect(sc_code_severity("json.syntax") == SC_SEVERITY_ERROR, "json.syntax is an error", "sc_code_severity");
    /* Past 16 keys an object's repeats are found by sorting: each is still reported against
     * the first of its key, in member order (the offsets livesig gives for these bytes). */
    char many[1024];
    int used = snprintf(many, sizeof many, "{\"type\":0,\"sender_id\":\"u\",\"mic\":true,\"cam\":false,\"x\":{");
    const char *extra[] = {"k3", "k3", "k20", "k0"};
    size_t extra_at[] = {5, 20, 25, 30};
    for (size_t i = 0, key = 0, next = 0; i < 34; i++) {
        if (next < 4 && i == extra_at[next] + next)
            used += snprintf(many + used, sizeof many - (size_t)used, "%s\"%s\":%zu", i ? "," : "", extra[next++], i);
        else
            used += snprintf(many + used, sizeof many - (size_t)used, "%s\"k%zu\":%zu", i ? "," : "", key++, i);
    }
    used += snprintf(many + used, sizeof many - (size_t)used, "}}");
    sc_result repeats;
    long offsets[4] = {0};
    int ok = sc_validate((const unsigned char *)many, (size_t)used, NULL, NULL, &repeats) == 0 &&
             repeats.diagnostic_count == 4;
    for (size_t i = 0; ok && i < 4; i++) {
        ok = strcmp(repeats.diagnostics[i].code, "json.duplicate-key") == 0;
        offsets[i] = repeats.diagnostics[i].offset;
    }
    expect(ok && offsets[0] == 89 && offsets[1] == 222 && offsets[2] == 275 && offsets[3] == 329 &&
               strcmp(repeats.diagnostics[0].path, "$.x.k3") == 0 &&
               strcmp(repeats.diagnostics[2].path, "$.x.k20") == 0,
           "repeats among 34 keys, each against its first, in member order", many);
    if (ok) sc_result_free(&repeats);

    /* A number in a finding's message is written with a '.', whatever the locale (under
     * SC_TEST_LOCALE's comma-decimal one, printf wrote 486,5). */
    const char *fraction = "{\"host_user_id\":\"A\",\"request_id\":\"q\",\"pk_users\":\"[{\\\"uid\\\":\\\"A\\\","
                           "\\\"rid\\\":\\\"r1\\\",\\\"u_name\\\":\\\"Alice\\\",\\\"rect\\\":{\\\"top\\\":0,"
                           "\\\"left\\\":0,\\\"right\\\":486.5,\\\"bottom\\\":864}}]\"}";
    sc_result fractional;
    int formatted = sc_validate((const unsigned char *)fraction, strlen(fraction), NULL, NULL, &fractional) == 0;
    expect(formatted && fractional.diagnostic_count == 1 &&
               strncmp(fractional.diagnostics[0].message, "486.5;", 6) == 0,
           "a fraction's message reads 486.5", fraction);
    if (formatted) sc_result_free(&fractional);

    /* NULL where the header allows it, and -1 where it does not: never a crash. */
    expect(sc_code_severity(NULL) == SC_SEVERITY_ERROR, "a NULL code is an error", "sc_code_severity");
    expect(sc_family_names(NULL) == families, "the count may be NULL", "sc_family_names");
    sc_options_default(NULL);
    sc_result_free(NULL);
    sc_result empty;
    expect(sc_validate(NULL, 0, NULL, NULL, NULL) == -1, "no result: -1", "sc_validate");
    expect(sc_validate(NULL, 3, NULL, NULL, &empty) == -1 && empty.diagnostic_count == 0 && !empty.diagnostics,
           "NULL bytes with a length: -1 and an empty result", "sc_validate");
    expect(sc_validate_capture_line((const unsigned char *)"{}", 2, NULL, NULL, &empty, NULL) == 0 &&
               empty.diagnostic_count > 0,
           "a NULL channel pointer is allowed", "sc_validate_capture_line");
    sc_result_free(&empty);
    expect(sc_check_call_invite_config(NULL, &empty) == -1 && empty.diagnostic_count == 0,
           "a NULL config: -1 and an empty result", "sc_check_call_invite_config");

    sc_result result;
    const unsigned char pk[] = "{\"request_id\":\"r\"}";
    expect(sc_validate(pk, sizeof pk - 1, "no.such-family", NULL, &result) == 0 && result.diagnostic_count == 1 &&
               strcmp(result.diagnostics[0].code, "wire.unknown-family") == 0 && !result.valid,
           "an unknown family name is a finding", "sc_validate");
    sc_result_free(&result);

    /* Limits: a depth of 2 refuses [[[]]] at the third bracket. */
    sc_options options;
    sc_options_default(&options);
    expect(options.max_depth == 64 && options.max_document_size == 1 << 20, "default limits", "sc_options_default");
    options.max_depth = 2;
    const unsigned char deep[] = "[[[]]]";
    expect(sc_validate(deep, sizeof deep - 1, NULL, &options, &result) == 0 && result.diagnostic_count == 1 &&
               strcmp(result.diagnostics[0].code, "json.depth") == 0 && result.diagnostics[0].offset == 2,
           "json.depth at byte 2", "sc_options");
    sc_result_free(&result);

    /* A capture line's event, owned by the result; none on a raw message. */
    const unsigned char line[] = "{\"channel\":\"sdk\",\"event\":\"mixer.start\",\"payload\":\"\"}";
    const char *channel = NULL;
    expect(sc_validate_capture_line(line, sizeof line - 1, NULL, NULL, &result, &channel) == 0 && result.valid &&
               channel && strcmp(channel, "sdk") == 0 && result.event && result.event_length == 11 &&
               strcmp(result.event, "mixer.start") == 0 && !result.family,
           "an sdk line records its event", "sc_validate_capture_line");
    sc_result_free(&result);
    expect(sc_validate_capture_line(pk, sizeof pk - 1, NULL, NULL, &result, &channel) == 0 && !channel &&
               !result.event && result.event_length == 0,
           "a raw message has no channel and no event", "sc_validate_capture_line");
    sc_result_free(&result);

    sc_call_invite_config config = {.server_side = 1, .has_timeout = 1, .timeout = 601, .invitees = 10};
    expect(sc_check_call_invite_config(&config, &result) == 0 && result.diagnostic_count == 2 && !result.valid,
           "a 601 s timeout and 10 callees break two server limits", "sc_check_call_invite_config");
    sc_result_free(&result);
    config = (sc_call_invite_config){.server_side = 1, .has_timeout = 1, .timeout = 600, .invitees = 9};
    expect(sc_check_call_invite_config(&config, &result) == 0 && result.diagnostic_count == 0,
           "600 s and 9 callees are within the limits", "sc_check_call_invite_config");
    sc_result_free(&result);
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: signal-check-test VECTORS_DIRECTORY\n");
        return 2;
    }
    /* SC_TEST_LOCALE runs everything under a locale whose decimal point is a comma, as a
     * server that calls setlocale(LC_ALL, "") may: verdicts must not change (scripts/c-library). */
    const char *locale = getenv("SC_TEST_LOCALE");
    if (locale) {
        if (!setlocale(LC_ALL, locale) || strcmp(localeconv()->decimal_point, ",") != 0) {
            fprintf(stderr, "signal-check-test: %s is not a locale with a decimal comma here\n", locale);
            return 2;
        }
        printf("under %s: ", locale);
    }
    api();
    header_example();
    if (nftw(argv[1], visit, 16, FTW_PHYS) != 0) expect(0, "the vectors can be walked", argv[1]);
    expect(wire_vectors > 100, "more than 100 wire vectors were checked", argv[1]);
    expect(capture_lines > 40, "more than 40 capture lines were checked", argv[1]);
    printf("%d wire vectors, %d capture lines\n%d passed, %d failed\n", wire_vectors, capture_lines, passed, failed);
    return failed ? 1 : 0;
}
