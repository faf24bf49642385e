-- Shared by anchor.lua and callback-mix.lua (loaded with dofile from the repository root, where
-- scripts/bench-serve runs wrk): the pacing and the RESULT line.

-- A delay around `pause` milliseconds, drawn from pause/2 to 3*pause/2: with one fixed delay
-- the connections stay in step and arrive in bursts, which measures queueing, not latency.
function paced_delay(pause)
    if pause <= 0 then return 0 end
    return math.random(math.max(1, math.floor(pause / 2)), math.ceil(pause * 3 / 2))
end

function report(summary, latency)
    local seconds = summary.duration / 1e6
    io.write(string.format(
        "RESULT requests=%d seconds=%.2f rate=%.0f p50_ms=%.3f p99_ms=%.3f errors=%d non2xx=%d\n",
        summary.requests, seconds, summary.requests / seconds,
        latency:percentile(50) / 1000, latency:percentile(99) / 1000,
        summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
        summary.errors.status))
end
