-- wrk script for scripts/bench-serve: cycles through the requests of a file of
-- "PATH<TAB>BODY" lines (a mix of Tencent Chat group callbacks that bench-serve writes), one
-- request after another on each connection. With a delay argument (milliseconds), each
-- connection waits about that long between requests (pacing.lua), to hold the load at a chosen rate.
-- Usage: wrk -s callback-mix.lua URL -- MIXFILE [DELAY_MS]
dofile("scripts/serve/pacing.lua")

local requests = {}
local index = 0
local pause = 0

function init(args)
    for line in io.lines(args[1]) do
        local path, body = line:match("^([^\t]+)\t(.*)$")
        if path then
            requests[#requests + 1] = wrk.format("POST", path, { ["Content-Type"] = "application/json" }, body)
        end
    end
    pause = tonumber(args[2] or "0")
    -- Threads start at different places in the mix.
    index = math.random(#requests) - 1
end

function request()
    index = index % #requests + 1
    return requests[index]
end

function delay()
    return paced_delay(pause)
end

function done(summary, latency, requests)
    report(summary, latency)
end
