"""Upstream defaults the decorator's signature shows: here, apart from the machinery they
configure, so that reading them loads nothing else."""

from __future__ import annotations

__all__ = ["DEFAULT_IDEMPOTENCY_TTL"]

DEFAULT_IDEMPOTENCY_TTL = 86400.0
"""Seconds a finished call's outcome is kept under its idempotency key."""
