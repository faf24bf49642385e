// The parse-only anchor for scripts/bench-forms: simdjson (Debian's libsimdjson-dev) parses
// each line of a JSON Lines capture and every JSON document carried inside its strings (an
// envelope's payload, then extended_data, pk_users, a custom element's Data, …), checking no
// rule. It is the least work any validator of these captures does. Benchmark-only: nothing in
// the package links it.
//
// Build: g++ -O3 -std=c++17 nested-parse.cpp -lsimdjson -o nested-parse
// Usage: nested-parse CAPTURE.jsonl   → prints "<lines> <bytes> <seconds>"
#include <simdjson.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

using namespace simdjson;

// One parser per nesting level: a document inside a string is parsed while its container's
// document is still being walked.
static std::vector<dom::parser> parsers(8);
static size_t documents = 0;

static bool looks_like_document(std::string_view text) {
    for (char c : text) {
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n') continue;
        return c == '{' || c == '[';
    }
    return false;
}

static void walk(dom::element element, size_t depth);

static void parse(std::string_view text, size_t depth) {
    if (depth >= parsers.size()) return;
    padded_string padded(text);
    dom::element root;
    if (parsers[depth].parse(padded).get(root)) return;  // not JSON: a validator reports it
    documents++;
    walk(root, depth);
}

static void walk(dom::element element, size_t depth) {
    switch (element.type()) {
    case dom::element_type::OBJECT:
        for (auto field : dom::object(element)) walk(field.value, depth);
        break;
    case dom::element_type::ARRAY:
        for (auto child : dom::array(element)) walk(child, depth);
        break;
    case dom::element_type::STRING: {
        std::string_view text = std::string_view(element);
        if (looks_like_document(text)) parse(text, depth + 1);
        break;
    }
    default:
        break;
    }
}

int main(int argc, char **argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: nested-parse CAPTURE.jsonl\n");
        return 2;
    }
    std::ifstream file(argv[1], std::ios::binary);
    if (!file) {
        std::fprintf(stderr, "nested-parse: cannot read %s\n", argv[1]);
        return 2;
    }
    std::stringstream buffer;
    buffer << file.rdbuf();
    std::string bytes = buffer.str();
    auto start = std::chrono::steady_clock::now();
    size_t lines = 0, at = 0;
    while (at < bytes.size()) {
        size_t end = bytes.find('\n', at);
        if (end == std::string::npos) end = bytes.size();
        if (end > at) {
            parse(std::string_view(bytes).substr(at, end - at), 0);
            lines++;
        }
        at = end + 1;
    }
    double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("%zu %zu %.6f %zu\n", lines, bytes.size(), seconds, documents);
    return 0;
}
