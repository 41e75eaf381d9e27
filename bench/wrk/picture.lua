-- POST /v1/preview.svg of a sliverAppBar with a JSON body, a different offset each time (a slider over a header with
-- a picture). args[1], when given, is a file holding the picture's data: URI, sent as `image` in every body; without
-- it (or with "") the same header has no picture, for the cost of the picture alone. args[2], when given, is the
-- step to start from, as in post.lua. args[3], when given, is the style (`collapsingToolbar`); `sliverAppBar` without
-- it, pinned.
local counter = 0
local thread_id = 0
local threads = {}
local image = ""
local style = '"style":"sliverAppBar","pinned":true'

function setup(thread)
  thread:set("id", #threads)
  table.insert(threads, thread)
end

function init(args)
  thread_id = id or 0
  if args[2] ~= nil and args[2] ~= "" then counter = tonumber(args[2]) end
  if args[3] ~= nil and args[3] ~= "" then style = '"style":"' .. args[3] .. '"' end
  if args[1] ~= nil and args[1] ~= "" then
    local file = assert(io.open(args[1], "r"))
    image = ',"image":"' .. file:read("*a"):gsub("%s+$", "") .. '"'
    file:close()
  end
end

function request()
  counter = counter + 1
  local offset = string.format("%.3f", (counter * 0.001 + thread_id * 1000) % 300 - 50)
  local body = '{' .. style .. ',"device":"pixel-8","navigation":"back","title":"Lisbon",'
    .. '"trailing":["share","more"]' .. image .. ',"offset":' .. offset .. '}'
  return wrk.format("POST", "/v1/preview.svg", {["Content-Type"] = "application/json"}, body)
end

done = function(summary, latency, requests)
  io.write(string.format("RESULT requests=%d duration_us=%d errors=%d non2xx=%d p50_us=%d p99_us=%d\n",
    summary.requests, summary.duration, summary.errors.connect + summary.errors.read + summary.errors.write
    + summary.errors.timeout, summary.errors.status, latency:percentile(50), latency:percentile(99)))
end
