"""Tools written under postponed annotations, one decorated before the class it names exists."""

# ruff: noqa: UP045  # Optional[...] on purpose: users write it, and frameworks must read it.

from __future__ import annotations

from typing import Literal, Optional

from pydantic import BaseModel
from typing_extensions import TypedDict

from toolretry import smart_retry_with_observation


class Place(BaseModel):
    """A place on the map."""

    city: str
    country: Optional[str] = None


class Window(TypedDict):
    """Days from start to end."""

    start: int
    end: int


def forecast(unit: Literal["c", "f"], place: Place, days: Optional[int] = None) -> dict[str, float]:
    """Forecast for a place.

    Args:
        unit: The temperature unit.
        place: Where.
        days: How many days ahead.
    """
    return {"t": 1.0}


@smart_retry_with_observation(max_retries=1)
def history(window: Window, detail: Detail) -> list[int]:
    """Past temperatures.

    Args:
        window: The days.
        detail: How much to say.
    """
    return [window["start"]]


async def outlook(place: Place, unit: Literal["c", "f"] = "c") -> Optional[str]:
    """The outlook for a place.

    Args:
        place: Where.
        unit: The temperature unit.
    """
    return None


class Detail(BaseModel):
    """How much to say."""

    level: Literal["low", "high"] = "low"


TOOLS = [forecast, history.__wrapped__, outlook]
DECORATED = [
    smart_retry_with_observation(max_retries=1)(forecast),
    history,
    smart_retry_with_observation(max_retries=1)(outlook),
]
