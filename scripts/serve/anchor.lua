-- wrk script for scripts/bench-serve: GET /healthz, Hummingbird's minimal endpoint (a
-- constant answer from a route of the same server), with the same pacing and report as
-- callback-mix.lua (pacing.lua).
-- Usage: wrk -s anchor.lua URL -- [DELAY_MS]
dofile("scripts/serve/pacing.lua")

local pause = 0

function init(args)
    pause = tonumber(args[1] or "0")
    wrk.method = "GET"
    wrk.path = "/healthz"
end

function delay()
    return paced_delay(pause)
end

function done(summary, latency, requests)
    report(summary, latency)
end
