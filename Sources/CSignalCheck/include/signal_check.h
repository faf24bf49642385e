/*
 * signal_check.h — the LiveSignaling validator in C, for servers without Swift.
 *
 * It checks the same families, versions, dialects, rules and limits as the Swift library and
 * reports the same diagnostic codes and JSON paths (see README.md for the catalogue and
 * Vectors/README.md for paths and family detection). Each message is read once, by a strict
 * RFC 8259 pass that builds json-c values as it goes: it rejects what json-c's own parser would
 * let through (NaN, single quotes, overlong UTF-8, lone surrogates, leading zeros), finds
 * repeated keys and keeps each number's exact lexeme.
 *
 *     sc_result result;
 *     if (sc_validate(bytes, length, NULL, NULL, &result) == 0) {
 *         // family and dialect are NULL when no family fits (not JSON, say): never print NULL.
 *         printf("%s v%d (%s): %s\n", result.family ? result.family : "unknown family", result.version,
 *                result.dialect ? result.dialect : "-", result.valid ? "valid" : "invalid");
 *         for (size_t i = 0; i < result.diagnostic_count; i++)
 *             printf("  %s %s: %s\n", result.diagnostics[i].code,
 *                    result.diagnostics[i].path, result.diagnostics[i].message);
 *         sc_result_free(&result);
 *     }
 *
 * Thread safety: every call works on its own memory; calls may run concurrently.
 */
#ifndef SIGNAL_CHECK_H
#define SIGNAL_CHECK_H

#include <stddef.h>

#include "signal_check_version.h" /* SC_VERSION, generated from the Swift release */

#ifdef __cplusplus
extern "C" {
#endif

typedef enum sc_severity { SC_SEVERITY_NOTE = 0, SC_SEVERITY_WARNING = 1, SC_SEVERITY_ERROR = 2 } sc_severity;

/* One finding. `code` points to a static string; `path` and `message` are owned by the result. */
typedef struct sc_diagnostic {
    const char *code; /* "wire.missing-key" */
    sc_severity severity;
    char *path;    /* "$.extended_data<json>.room_request_type" */
    char *message; /* for people; wording may change between releases */
    long offset;   /* byte offset in the input (as the Swift library gives it); -1 without input */
} sc_diagnostic;

typedef struct sc_result {
    const char *family;  /* "cohost.room-request", or NULL when no family fits */
    int version;         /* 0 when family is NULL or the bytes are not JSON */
    const char *dialect; /* "ios", "flutter", ...; NULL when unknown */
    int valid;           /* 1 when a family was found and no diagnostic is an error */
    size_t diagnostic_count;
    sc_diagnostic *diagnostics;
    /* Capture lines (sc_validate_capture_line): the envelope's "event" when it is a string
     * ("invite"), owned by the result, and its length (a JSON string may hold U+0000); NULL
     * and 0 otherwise. */
    char *event;
    size_t event_length;
} sc_result;

/* Reader limits; the defaults match the Swift library's. */
typedef struct sc_options {
    int max_depth;             /* 64; clamped to 1...512 */
    size_t max_document_size;  /* 1 MiB; at most UINT32_MAX - 1 (larger is taken as that) */
    size_t max_string_length;  /* 65536 UTF-8 bytes after unescaping */
    size_t max_container_size; /* 4096 members or elements */
} sc_options;

void sc_options_default(sc_options *options);

/*
 * Validates one message. `family` names a family to decode as ("pk.invite"), or NULL to detect
 * it. `options` may be NULL for the defaults. Fills `result`, which the caller releases with
 * sc_result_free. Returns 0, or -1 when memory ran out, `result` is NULL, or `bytes` is NULL
 * with a nonzero `length` (then `result`, when given, holds nothing to free). Any other
 * argument may be NULL as said; sc_result_free(NULL) does nothing.
 */
int sc_validate(const unsigned char *bytes, size_t length, const char *family, const sc_options *options,
                sc_result *result);

void sc_result_free(sc_result *result);

/*
 * Validates one line of a capture (README "Capture format", v1). An envelope
 * {"ts","channel","room","from","to","payload"} is checked itself and its payload validated as
 * the family of its channel (paths under $.payload<json>, or $.payload for room attributes);
 * `*channel` is then the channel's name and `result->event` its event. Any other line is
 * validated as sc_validate does (`family` forced likewise) and `*channel` is NULL. Findings
 * come in byte order. `channel` may be NULL. Returns 0, or -1 as sc_validate does.
 */
int sc_validate_capture_line(const unsigned char *bytes, size_t length, const char *family, const sc_options *options,
                             sc_result *result, const char **channel);

/* The family names, in catalogue order. */
const char *const *sc_family_names(size_t *count);

/* Every diagnostic code, in catalogue order, and the default severity of one (an error for a
 * code that is not the catalogue's, and for NULL). `count` may be NULL, here and above. */
const char *const *sc_diagnostic_codes(size_t *count);
sc_severity sc_code_severity(const char *code);

/* ZIM call-invite parameters (not part of a message), checked against ZIM's limits. */
typedef struct sc_call_invite_config {
    int server_side; /* 0: client SDK (timeout 1...600 s); 1: server API ((0, 600] s, <= 9 callees) */
    int has_timeout; /* 0: not given (the server then uses 90 s) */
    long timeout;
    long invitees;
    int has_advanced_mode_users;
    long advanced_mode_users;   /* users in an advanced-mode call after this invite, <= 10 */
    size_t extended_data_bytes; /* <= 2048 */
} sc_call_invite_config;

/* Fills `result` (family NULL) with the limits the config breaks; returns 0, or -1 when memory
 * ran out or `config` or `result` is NULL. */
int sc_check_call_invite_config(const sc_call_invite_config *config, sc_result *result);

#ifdef __cplusplus
}
#endif

#endif
