"""Held-out set 73: more vendors no earlier set named, in the shapes they appear in (formats
remembered, not looked up; each name grepped for as in ``_heldout_secrets73_vendors.py``,
none matched): EV charging networks and charger makers (Pod Point, Shell Recharge, EVgo,
Electrify America, Kempower, Tritium, Autel, SWTCH, Noodoe, EV Connect, FLO, Chargefox,
Everty), smart-home devices and clouds (Eufy, Sonoff, Mysa, Vivint, SimpliSafe, Level Lock,
Lockly, Orbit B-hyve, Phyn, Flo by Moen, Rheem EcoNet, Kumo Cloud, Drayton Wiser,
Lightwave, Yeelight, Roborock, Ecovacs), industrial historians and IIoT (PI Web API,
AVEVA, Cogent DataHub, MachineMetrics, Sight Machine, Augury), home energy and batteries
(Bidgely, Uplight, Copper Labs, FranklinWH, Jackery, Zendure, Alpha ESS), agriculture
and weather (Solargis, Ogimet, Indigo Ag, 365FarmNet, Raven Slingshot, Phytech,
Netafim, Valley 365, Farm21, Agremo, Kubota, CNH, AGCO, Claas).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
podpoint api ¦ Pod Point partner API key in a TOML config ¦ {A40} ¦ [podpoint]\nbase_url = "https://api.pod-point.com/v5"\napi_key = "{t}"\nunit_id = 18224
shell recharge ¦ Shell Recharge (NewMotion) client secret in a Java properties file ¦ {u48} ¦ shellrecharge.oauth.client-id=fleet-sync-7731\nshellrecharge.oauth.client-secret={t}\nshellrecharge.base-url=https://api.shellrecharge.com
evgo hcl ¦ EVgo fleet API key in a Terraform variables file ¦ {h48} ¦ variable "evgo_api_key" {\n  type      = string\n  sensitive = true\n  default   = "{t}"\n}
electrify america ¦ Electrify America roaming partner token in an OCPI credentials response ¦ {uuid} ¦ {"data":{"token":"{t}","url":"https://ocpi.electrifyamerica.com/2.2/versions","roles":[{"role":"CPO","party_id":"EAM","country_code":"US"}]},"status_code":1000}
kempower ini ¦ Kempower ChargEye API secret in an INI file ¦ {A48} ¦ [chargeye]\nsite = depot-vantaa\nclient = kp-bridge\nsecret = {t}
tritium ocpp ¦ Tritium RTM charger, OCPP basic auth password in the web config export ¦ {H40} ¦ <OcppConfig>\n  <CentralSystemUrl>wss://csms.acme-charge.eu/ocpp/RTM75-000812</CentralSystemUrl>\n  <BasicAuthPassword>{t}</BasicAuthPassword>\n</OcppConfig>
autel cloud ¦ Autel MaxiCharger cloud app secret in a Kotlin constant ¦ {A32} ¦ object AutelCloud {\n    const val APP_ID = "AC-20419"\n    const val APP_SECRET = "{t}"\n}
swtch csv ¦ SWTCH site export printed as CSV, API keys bare ¦ {A36} ¦ $ swtch sites export --format csv\nsite_id,name,ports,api_key\n4471,Maple Court,12,{t}\n4472,Elm Garage,8,—
noodoe log ¦ Noodoe EV OS webhook signing secret in a debug log ¦ whsec_{A32} ¦ DEBUG noodoe.webhooks: verifying payload for charger NX-22031 with secret={t} (header X-Noodoe-Signature mismatch)
evconnect curl ¦ EV Connect API, Ocp-Apim-Subscription-Key header ¦ {h32} ¦ curl -H "Ocp-Apim-Subscription-Key: {t}" https://api.evconnect.com/v2/stations?limit=50
flo xml ¦ FLO CoreAPI credentials in an app.config ¦ {p} ¦ <add key="FloApiUser" value="fleetops@acme.ca" />\n<add key="FloApiPassword" value="{t}" />
chargefox yaml ¦ Chargefox partner token in a GitHub Actions step ¦ cfx_{A40} ¦ - name: Sync tariffs\n  run: python sync.py\n  env:\n    CHARGEFOX_TOKEN: {t}
everty js ¦ Everty API key in a Node SDK constructor ¦ {l32} ¦ const client = new EvertyClient({ apiKey: "{t}", region: "au" });
eufy security ¦ eufy-security-client config with the account password ¦ {p} ¦ {\n  "username": "home@acme.io",\n  "password": "{t}",\n  "country": "DE",\n  "persistentDir": "/data/eufy"\n}
sonoff lan ¦ Sonoff DIY device key in a LAN-mode log ¦ {uuid} ¦ [sonoff-lan] 1000a3f2c1 encrypt=True devicekey={t} iv=8Jd1KqPz… -> switch on failed: 401
mysa py ¦ Mysa thermostat cloud password in a Python script ¦ {p} ¦ client = mysa.Client(email="cabin@acme.io", password="{t}")\nmysa.errors.AuthError: NotAuthorizedException: Incorrect username or password.
vivint session ¦ Vivint Sky session cookie in an HTTP trace ¦ {u64} ¦ > GET /api/authuser HTTP/1.1\n> Host: www.vivintsky.com\n> Cookie: s={t}\n< HTTP/1.1 401 Unauthorized
simplisafe refresh ¦ SimpliSafe refresh token stored by a script ¦ {u86} ¦ {"refresh_token": "{t}", "user_id": 1182273, "subscription_id": 3310021}
level lock ¦ Level Lock API bearer in a Swift request ¦ {A48} ¦ var req = URLRequest(url: URL(string: "https://api.level.co/v1/locks/lk_8812/lock")!)\nreq.setValue("Bearer {t}", forHTTPHeaderField: "Authorization")
lockly pin ¦ Lockly offline access code printed by an admin CLI ¦ {d8} ¦ $ lockly-admin codes create --lock front-door --type offline\nOffline access code: {t} (valid 2026-12-07 14:00-18:00)
orbit bhyve ¦ Orbit B-hyve orbit-session-token header ¦ {A24} ¦ wss://api.orbitbhyve.com/v1/events  orbit-session-token: {t}  -> 1008 policy violation
phyn ¦ Phyn cloud password in a Go struct literal ¦ {p} ¦ cfg := phyn.Config{Username: "plumbing@acme.io", Password: "{t}", Region: "us-east-1"}
flo moen ¦ Flo by Moen token in a jq pipeline ¦ {u120} ¦ $ curl -s https://api.meetflo.com/api/v1/users/auth -d @login.json | jq -r .token\n{t}
rheem econet ¦ Rheem EcoNet user token in a debug log ¦ {u64} ¦ DEBUG pyeconet: UserToken: {t}\nDEBUG pyeconet: POST /api/v/1/code/e2a8e5b1/getLocation -> 401
kumo cloud ¦ Mitsubishi Kumo Cloud credentials in a kumo_cloud.json ¦ {p} ¦ {"username": "hvac@acme.io", "password": "{t}", "cache": "kumo_cache.json"}
drayton wiser ¦ Drayton Wiser hub secret from /secret ¦ {b80} ¦ $ curl -s http://192.168.1.40/secret\n{t}\n$ curl -H "SECRET: $(curl -s http://192.168.1.40/secret)" http://192.168.1.40/data/v2/domain/
lightwave ¦ Lightwave RF bearer in Authorization header of a Rust reqwest call ¦ {A40} ¦ let res = client.get("https://publicapi.lightwaverf.com/v1/structures").bearer_auth("{t}").send().await?;
yeelight token ¦ Yeelight cloud access token in a shell history ¦ {h32} ¦   219  export YEELIGHT_TOKEN={t}\n  220  yeecli --cloud list
roborock hcl ¦ Roborock cloud user token in a Home Assistant storage file ¦ rr{h32}:{u24} ¦ "user_data": {"uid": 2282731, "token": "{t}", "rruid": "rr61a2f0b7c3d9"}
ecovacs ¦ Ecovacs account password MD5 replaced by the plain password in deebot config ¦ {p} ¦ [ecovacs]\nemail = robots@acme.io\npassword = {t}\ncountry = kz\ncontinent = as
piwebapi ¦ OSIsoft PI Web API Basic credentials in a PowerShell call ¦ {p} ¦ PS> $cred = New-Object PSCredential("ACME\svc_pi", (ConvertTo-SecureString "{t}" -AsPlainText -Force))\nPS> Invoke-RestMethod https://pi.plant7.acme.io/piwebapi/dataservers -Credential $cred\nInvoke-RestMethod: 401 - Unauthorized
aveva connect ¦ AVEVA CONNECT client credentials in appsettings.json ¦ {u48} ¦ "AvevaConnect": {\n  "TenantId": "8f3b61d2-0c4e-4a97-b5d8-19e2a7f0c364",\n  "ClientId": "adh-ingest",\n  "ClientSecret": "{t}"\n}
cogent datahub ¦ Cogent DataHub tunnel password in a .cfg ¦ {p} ¦ (tunnel_master "plant7" 4502 (ssl t) (user "tunnel") (password "{t}"))
machinemetrics ¦ MachineMetrics API key in a Python requests header ¦ {A44} ¦ r = requests.get("https://api.machinemetrics.com/reports/utilization", headers={"Authorization": "Bearer {t}"})\nr.raise_for_status()\nrequests.exceptions.HTTPError: 401 Client Error
sight machine ¦ Sight Machine API secret in a .env ¦ {A52} ¦ SM_TENANT=acme-plant7\nSM_API_KEY=smk-2291\nSM_API_SECRET={t}
augury ¦ Augury halo machine-health API token in a C# HttpClient setup ¦ {A40} ¦ http.DefaultRequestHeaders.Add("X-Augury-Token", "{t}");
bidgely ¦ Bidgely utility partner OAuth client secret in a Scala config ¦ {h64} ¦ bidgely {\n  client-id = "acme-utility"\n  client-secret = "{t}"\n}
uplight ¦ Uplight (Tendril) API key in a Ruby initializer ¦ {A32} ¦ Uplight.configure do |c|\n  c.api_key = "{t}"\n  c.program = "peak-rewards-2026"\nend
copper labs ¦ Copper Labs Cloud API client secret in an httpie call ¦ {u43} ¦ http POST https://auth.copperlabs.com/oauth/token grant_type=client_credentials client_id=3vj7b2 client_secret={t} audience=https://api.copperlabs.com
franklinwh ¦ FranklinWH aGate gateway token in a Node-RED flow export ¦ {h32} ¦ [{"id":"a3c1","type":"franklinwh-config","gateway":"10060004A0120184","token":"{t}"}]
jackery ¦ Jackery app login in a test script, password in a test script ¦ {p} ¦ async with JackeryApi("energy@acme.io", "{t}", "kz", session) as api:\n    await api.update_sites()\n# AuthorizationError: (26108) login password error
zendure ¦ Zendure developer app key and secret in YAML ¦ {A32} ¦ zendure:\n  app_key: zd-83412\n  app_secret: {t}\n  serial: HOA1NBN9K0371
alpha ess ¦ Alpha ESS open API sysSn with appSecret in a curl ¦ {h32} ¦ curl -H "appId: alpha22fe0c8d8c1a4e2b" -H "timeStamp: 1796646011" -H "sign: …" -d '{"sysSn":"AL2002321010043","appSecret":"{t}"}' https://openapi.alphaess.com/api/getLastPowerData
solargis key ¦ Solargis API key in a query string ¦ {h32} ¦ GET https://solargis.info/ws/rest/datadelivery/request?key={t}&site=almaty-pv-2 -> 403 Forbidden
ogimet ¦ Ogimet synop fetcher, HTTP basic password in a wget rc ¦ {p} ¦ $ cat ~/.wgetrc\nhttp_user = agromet-kz\nhttp_password = {t}
indigo ag ¦ Indigo Ag carbon API client secret in a Kotlin data class ¦ {u40} ¦ val creds = IndigoCredentials(clientId = "ind-carbon-77", clientSecret = "{t}")
farmnet365 ¦ 365FarmNet partner API token in a PHP array ¦ {A48} ¦ 'farmnet' => [\n    'partner_id' => 'p-11042',\n    'token' => '{t}',\n],
slingshot ¦ Raven Slingshot API key, access key and shared secret in an app.config ¦ {b44} ¦ <add key="SlingshotApiKey" value="RVN-4417" />\n<add key="SlingshotSharedSecret" value="{t}" />
phytech ¦ Phytech plant-sensor API token in a cURL with -u ¦ {A32} ¦ curl -u token:{t} https://api.phytech.com/v2/plots/8841/measurements
netafim ¦ Netafim GrowSphere API key in a React .env.local ¦ {A40} ¦ NEXT_PUBLIC_MAP_STYLE=satellite\nGROWSPHERE_API_KEY={t}
valley365 ¦ Valley 365 pivot control refresh token in a JSON ¦ {u96} ¦ {"pivot": "VP-2209", "access_token": "…", "refresh_token": "{t}"}
farm21 ¦ Farm21 soil-sensor API key in a Dart constant ¦ {A36} ¦ const farm21ApiKey = '{t}';
agremo ¦ Agremo drone analytics token in an R script ¦ {A40} ¦ Sys.setenv(AGREMO_TOKEN = "{t}")\nres <- httr::GET("https://api.agremo.com/v1/analyses", httr::add_headers(Authorization = paste("Token", Sys.getenv("AGREMO_TOKEN"))))
kubota ¦ Kubota KSAS API password in a Java properties ¦ {p} ¦ ksas.user=farm-kz-031\nksas.password={t}
cnh fieldops ¦ CNH FieldOps subscription key header ¦ {h32} ¦ GET https://ag.api.cnhind.com/v1/fleet/equipment\nOcp-Apim-Subscription-Key: {t}\n→ 401 Access denied due to invalid subscription key.
agco ¦ AGCO Fuse client secret in an .ini ¦ {u40} ¦ [fuse]\nclient_id = fuse-telemetry-9\nclient_secret = {t}
claas telematics ¦ CLAAS TELEMATICS API password in a Python keyword call ¦ {p} ¦ session = claas.login(user="lohnunternehmen-08", password="{t}")
"""


def vendor2_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    half = len(rows) // 2
    return [
        *v.table("vendor", "\n".join(rows[:half]), raises="args"),
        *v.table("vendor", "\n".join(rows[half:]), raises="context"),
    ]
