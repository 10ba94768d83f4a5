"""One atomic update of several keys in Redis, in one round trip when this process's last
view of them is still current: the changes are computed here (the state machines stay in
Python) and one Lua script checks every key still holds what they were computed from, then
writes them all, or hands back what the keys hold now so that they are computed again."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ._protocol import Change
from ._redis_connection import decode, encode, now_of, ttl_ms

__all__ = ["Update"]


def _text(raw: Any) -> str:
    if raw is None:
        return ""
    return raw.decode() if isinstance(raw, bytes) else str(raw)


class Update:
    """The changes of one update and what they were computed from, round after round.

    ``values`` start as this process's last view of the keys. When the server's time can be
    estimated, the changes are computed on that view at once, so a view still current costs
    one round trip. A change that writes nothing there is trusted only when its answer does
    not depend on the exact time (the same a ``margin`` either side): a pause or a cool-down
    about to end is read first, on the server's clock.
    """

    def __init__(
        self, changes: Sequence[Change[Any]], seen: Sequence[str], now: float | None, margin: float
    ) -> None:
        self.changes = changes
        self.values = list(seen)
        self.results: list[Any] | None = None
        self.written: list[str] = self.values
        self.args = self._guess(now, margin) if now is not None else self._read()

    def _read(self) -> list[str]:
        self.results = None
        return [arg for value in self.values for arg in (value, "", "")]

    def _compute(self, now: float) -> tuple[list[str], list[Any], list[str], list[bool]]:
        args: list[str] = []
        results: list[Any] = []
        written: list[str] = []
        writes: list[bool] = []
        for value, change in zip(self.values, self.changes, strict=True):
            state = decode(value or None)
            new, ttl, result = change(state, now)
            results.append(result)
            if new is state:
                args += (value, "", "")
                written.append(value)
                writes.append(False)
            else:
                raw = encode(new)
                args += (value, raw, str(ttl_ms(ttl)))
                written.append(raw)
                writes.append(True)
        return args, results, written, writes

    def _guess(self, now: float, margin: float) -> list[str]:
        args, results, written, writes = self._compute(now)
        if not all(writes):
            early = self._compute(now - margin)
            late = self._compute(now + margin)
            for i, wrote in enumerate(writes):
                if wrote:
                    continue
                if early[3][i] or late[3][i] or not early[1][i] == results[i] == late[1][i]:
                    return self._read()  # Near a boundary in time: ask the server's clock.
        self.results, self.written = results, written
        return args

    def answered(self, reply: Sequence[Any]) -> float:
        """Take one reply of the script; the server's time it carries."""
        now = now_of(reply[1], reply[2])
        if int(reply[0]) == 1 and self.results is not None:
            self.args = []  # Written (or checked) as computed: done.
            return now
        if int(reply[0]) != 1:
            self.values = [_text(raw) for raw in reply[4:]]
        args, results, written, writes = self._compute(now)
        self.results, self.written = results, written
        # The values came with this reply, atomically: nothing to write means nothing to check.
        self.args = args if any(writes) else []
        return now

    @property
    def done(self) -> bool:
        return not self.args
