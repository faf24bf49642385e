-- wrk script for scripts/bench-serve: GET /healthz, Hummingbird's minimal endpoint (a
-- constant answer from a route of the same server), with the same pacing and report as
-- callback-mix.lua.
-- Usage: wrk -s anchor.lua URL -- [DELAY_MS]

local pause = 0

function init(args)
    pause = tonumber(args[1] or "0")
    wrk.method = "GET"
    wrk.path = "/healthz"
end

function delay()
    return pause
end

function done(summary, latency, requests)
    local seconds = summary.duration / 1e6
    io.write(string.format(
        "RESULT requests=%d seconds=%.2f rate=%.0f p50_ms=%.3f p99_ms=%.3f errors=%d non2xx=%d\n",
        summary.requests, seconds, summary.requests / seconds,
        latency:percentile(50) / 1000, latency:percentile(99) / 1000,
        summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
        summary.errors.status))
end
