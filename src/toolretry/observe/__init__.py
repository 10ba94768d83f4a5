"""What the model reads: the Observation model, its renderings, sanitizing, redaction,
suggestions and recovery hints."""

from __future__ import annotations

from ._observation import Observation

__all__ = ["Observation"]
