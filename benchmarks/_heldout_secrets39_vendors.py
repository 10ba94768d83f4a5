"""Held-out set 39: keys of vendors no earlier set named, looked up with the ``search`` tool.

Each vendor's name was grepped for in every earlier ``_heldout_secrets*``, ``_heldout_families*``,
``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none
matched; about 200 others did and were dropped). Set 39's share of the names: those starting
with a vowel or with B, C, D, F, G or H. Twelve were searched for (AppOptics, Ultramsg,
ClickPost, Baremetrics, elmah.io, Errbit, CallHub, Applanga, Exosite, Funnelback, ShareFile,
docassemble); nine pages gave the header, parameter or setting, named per case; Applanga,
Exosite and Funnelback gave none and say so.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
appoptics token ¦ SolarWinds AppOptics API docs (searched): the token as the Basic user with an empty password, APPOPTICS_CREDENTIALS="${APPOPTICS_TOKEN}:" ¦ {h64} ¦ $ curl -s -u "{t}:" https://api.appoptics.com/v1/measurements -H 'Content-Type: application/json' -d @cpu.json\n{"errors":{"request":["Authorization Required"]}}
appoptics env ¦ SolarWinds AppOptics API docs (searched): APPOPTICS_TOKEN in a shell script ¦ {h64} ¦ # /etc/default/appoptics-push\nAPPOPTICS_TOKEN="{t}"\nAPPOPTICS_API="https://api.appoptics.com"\n# push.sh: HTTP 401 from /v1/measurements
ultramsg token ¦ Ultramsg docs (searched): POST /{instance_id}/messages/chat with token, to, body ¦ {l20} ¦ POST https://api.ultramsg.com/instance40211/messages/chat\ntoken={t}&to=%2B14155552671&body=Your+order+shipped\n<- 200 {"error":"Wrong token. Please provide token as a GET parameter."}
ultramsg php ¦ Ultramsg docs (searched): the token in the query of a PHP cURL call ¦ {l20} ¦ PHP Warning:  file_get_contents(https://api.ultramsg.com/instance40212/messages?token={t}&page=1&limit=100&status=all): Failed to open stream: HTTP request failed! HTTP/1.1 401 in /var/www/notify/inbox.php on line 17
clickpost key ¦ ClickPost integration guide (searched): username and key passed as query parameters ¦ {uuid} ¦ GET https://www.clickpost.in/api/v2/track-order/?username=acme-logistics&key={t}&waybill=7781022913&cp_id=4\n{"meta":{"status":401,"message":"Invalid username or key"}}
baremetrics key ¦ Baremetrics API (searched: api.baremetrics.com/v1, Authorization: Bearer) ¦ {A32} ¦ BaremetricsAPI::Errors::Unauthorized: 401 GET https://api.baremetrics.com/v1/account (Authorization: Bearer {t})
baremetrics gem ¦ baremetrics_api gem README (searched): BaremetricsAPI::Client.new(api_key: ...) ¦ {A32} ¦ irb(main):003> client = BaremetricsAPI::Client.new(api_key: '{t}', sandbox: false)\nirb(main):004> client.list_sources\nFaraday::UnauthorizedError (the server responded with status 401)
elmahio appsettings ¦ elmah.io docs (searched): ApiKey and LogId for AddElmahIo, here in appsettings.json ¦ {h32} ¦ "ElmahIo": {\n  "ApiKey": "{t}",\n  "LogId": "6e8b1f0c-22a4-4f57-9c1e-73bd4a90e215"\n}\nElmah.Io.Client.ApiException: The HTTP status code of the response was not expected (401).
elmahio nlog ¦ elmah.io NLog docs (searched): <target type="elmah.io" apiKey=... logId=...> ¦ {h32} ¦ NLog.NLogConfigurationException: Exception when flushing target elmahio\n  <target name="elmahio" type="elmah.io" apiKey="{t}" logId="c1d5e7a2-0b39-4e44-8f17-5a2d6b9e0c31"/>
errbit project key ¦ Errbit with airbrake-ruby (searched gists): config.project_key and config.host ¦ {h32} ¦ # config/initializers/z_airbrake.rb\nAirbrake.configure do |c|\n  c.host = 'https://errbit.acme.io'\n  c.project_id = 1\n  c.project_key = '{t}'\nend\n**Airbrake: the notice was not sent (HTTP 403)
callhub token ¦ CallHub API reference (searched): headers = {'Authorization': 'Token %s' % api_key} ¦ {h40} ¦ > POST /v1/contacts/ HTTP/1.1\n> Host: api.callhub.io\n> Authorization: Token {t}\n< HTTP/1.1 401 Unauthorized\n{"detail":"Invalid token."}
sharefile password grant ¦ ShareFile API OAuth2 password grant (searched): POST https://subdomain.sharefile.com/oauth/token, client_secret in the form ¦ {A36} ¦ POST https://acmelaw.sharefile.com/oauth/token\ngrant_type=password&client_id=Vx7Qk2acme&client_secret={t}&username=ops@acmelaw.com&password=***\n<- 400 {"error":"invalid_client"}
sharefile user password ¦ ShareFile API OAuth2 password grant (searched): the user's password in the same form (typed password) ¦ {p} ¦ sharefile-sync ERROR token request failed: grant_type=password username=scans@acmelaw.com password={t} -> 401
docassemble secretkey ¦ docassemble config.yml (searched): a top-level secretkey ¦ {A32} ¦ # /usr/share/docassemble/config/config.yml\ndebug: False\nsecretkey: {t}\nbackup days: 14\n# supervisor: docassemble failed to decrypt interview answers
docassemble api key ¦ docassemble ALDashboard README (searched): install packages api key in the Configuration ¦ {A32} ¦ administrative interviews:\n  - interview: docassemble.ALDashboard:data/questions/menu.yml\ninstall packages api key: {t}\n# ALDashboard: 403 Access denied from /api/package
applanga token ¦ Applanga (searched: the search found nothing; an API token in applanga.json as remembered) ¦ {h24}!{h40} ¦ $ cat applanga.json\n{"app":{"access_token":"{t}","push":{"source":[{"language":"en","file_format":"android_xml","path":"app/src/main/res/values/strings.xml"}]}}}\nError: Access token is invalid
exosite token ¦ Exosite Murano (searched: device provisioning by token, format not given; 40 characters as remembered) ¦ {A40} ¦ POST https://acme-sensors.m2.exosite.io/onep:v1/stack/alias HTTP/1.1\nX-Exosite-CIK: {t}\nContent-Type: application/x-www-form-urlencoded\n\ntemperature=21.4\n<- 401 Unauthorized
funnelback token ¦ Funnelback (searched: nothing on the header; X-Security-Token as remembered) ¦ {uuid} ¦ curl -H 'X-Security-Token: {t}' 'https://search.acme.edu.au/admin-api/config/v2/collections/staff~ds-web'\n{"errorMessage":"Unauthorized"}
"""


def vendor_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS)
