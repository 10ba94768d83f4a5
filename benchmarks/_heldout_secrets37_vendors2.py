"""Held-out set 37: more vendors named A to M that no earlier set named, with shapes
remembered rather than looked up (each case says "as remembered" or "shape assumed"):
camera clouds, door access, game-item marketplaces, component licences, French NLP, help
desks, smart locks and stem-separation licences.

Every name was grepped for in all earlier ``_heldout_secrets*``, ``_heldout_families*``,
``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and ``_heldout_cases.py`` files (none
matched): EZVIZ, Brivo, Gameflip, Chilkat, Lettria, Groove, Latch and LALAL.AI.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
ezviz app secret ¦ EZVIZ open platform: appKey and appSecret for /api/lapp/token/get (hex, as remembered) ¦ {h32} ¦ $ curl -s -X POST https://open.ezvizlife.com/api/lapp/token/get -d 'appKey=2c8f1a90d4e34b6f9a7e1c2d3b4a5f60' -d 'appSecret={t}'\n{"code":"10017","msg":"appKey or appSecret is wrong"}
ezviz access token ¦ EZVIZ open platform: accessToken on every lapp call (at. prefix, as remembered) ¦ at.{l40} ¦ 2026-12-06 13:15:02 WARN cam-poller POST /api/lapp/device/list accessToken={t}&pageSize=50 -> 10002 (accessToken expired)
brivo client secret ¦ Brivo Access API: an API key header plus OAuth client id and secret (shape assumed) ¦ {A36} ¦ brivo:\n  api_key: 6f2b9c3e1d0a\n  client_id: 7a1e9f0c-42b8-4d1e-9c3a-5b6d7e8f9012\n  client_secret: "{t}"\n  username: doors@acme.io
gameflip api secret ¦ Gameflip API: an API key and a TOTP secret for the Authorization header GFAPI key:otp (base32, as remembered) ¦ {B32} ¦ $ cat ~/.gameflip/credentials\nGFAPI_KEY=c3a81f0e-77d2-4b90-9e1a-2f6d8c4b5a01\nGFAPI_SECRET={t}
chilkat unlock ¦ Chilkat: glob.UnlockBundle("...") with a purchased unlock code (shape as remembered) ¦ {U8}.CB1{U7}_{A12} ¦ >>> glob = chilkat2.Global()\n>>> glob.UnlockBundle("{t}")\nFalse\n>>> print(glob.LastErrorText)\nUnlockBundle: Unlock code is not valid.
lettria bearer ¦ Lettria NLP API: an API key sent as a Bearer JWT (shape assumed) ¦ eyJ{u60}.{u70}.{u43} ¦ POST https://api.lettria.com/ HTTP/1.1\nAuthorization: LettriaProKey {t}\n-> 401 {"message":"Invalid api key"}
groove token ¦ Groove help desk API: access_token as a query parameter or Bearer header (64 hex, as remembered) ¦ {h64} ¦ $ http GET 'https://api.groovehq.com/v1/tickets?access_token={t}&state=opened'\nHTTP/1.1 401 Unauthorized
latch partner secret ¦ Latch partner API: an API key and secret for the X-Latch headers (shape assumed) ¦ {A44} ¦ 2026-12-06T13:15:09Z lock-sync ERROR latch: PUT /v1/doors/8812/access -> 403 headers={'X-Latch-Api-Key': 'lk_42d1', 'X-Latch-Api-Secret': '{t}'}
lalal license ¦ LALAL.AI API: Authorization: license <your license key> (hex, as remembered) ¦ {h16} ¦ $ curl -X POST https://www.lalal.ai/api/upload/ -H 'Authorization: license {t}' -H 'Content-Disposition: attachment; filename=mix.wav' --data-binary @mix.wav\n{"status":"error","error":"Invalid license key"}
"""


def vendor2_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS, raises="cause")
