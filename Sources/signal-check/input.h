/* signal-check's input: splitting a file into messages as `livesig validate` does. */
#ifndef SIGNAL_CHECK_INPUT_H
#define SIGNAL_CHECK_INPUT_H

#include <stdio.h>

#include "report.h"
#include "signal_check.h"

typedef struct checker {
    tally *tally;
    const char *family; /* --family, or NULL */
    sc_options options;
} checker;

/* Checks every message of `file`: one a line when `lines` is set (.jsonl, .ndjson, --jsonl);
 * otherwise one a line too when the first line is a JSON value on its own (a capture saved as
 * .json, or piped in), else the whole input as one message. Returns 0, -1 when memory ran
 * out, -2 when the file could not be read. */
int check_file(checker *c, const char *source, FILE *file, int lines);

#endif
