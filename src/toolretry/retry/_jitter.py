"""The jitter modes a tool may name, apart from the tenacity waits that implement them (so that
checking a decorator's arguments does not load tenacity)."""

from __future__ import annotations

from typing import Literal

__all__ = ["JITTER_MODES", "Jitter"]

Jitter = Literal["full", "equal", "decorrelated", "none"]
JITTER_MODES: tuple[Jitter, ...] = ("full", "equal", "decorrelated", "none")
