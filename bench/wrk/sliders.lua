-- A slider at 60 frames a second on every connection: distinct.lua's requests and arguments (args[1] the path prefix,
-- args[2] the step to start from), but each connection waits 16 ms after an answer before asking for the next
-- offset, so the load is what 64 designers dragging sliders send, not as much as the machine can take.
dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "") .. "distinct.lua")

function delay()
  return 16
end
