"""Held-out set 84: vendors no earlier set named, each looked up with the ``search`` tool —
construction and BIM clouds, CAD clouds, manufacturing (PLM, industrial IoT, robot fleets)
and 3D printing farms.

Every vendor name below was grepped for (case-insensitive, as a fixed string) in all earlier
``benchmarks/*heldout*`` files before it was chosen (none matched; these did and were dropped:
Procore, Autodesk, Trimble, Onshape, Fieldwire, Tulip, MachineMetrics, OctoPrint, Obico,
Moonraker, Klipper, Matterport, DroneDeploy, CompanyCam, Katana, Litmus, Ignition,
ThingWorx, KUKA, Viam, Egnyte, Smartsheet, Kepware, AVEVA, Seeq and Augury).

Looked up with the ``search`` tool (25 vendors searched, corpus ``docs``; 16 pages gave the
format, each case naming its page): Bentley iTwin (service apps trade a ``client_secret`` at
``ims.bentley.com/connect/token``), Zoo/KittyCAD (``KITTYCAD_API_TOKEN``/``ZOO_API_TOKEN``,
docs.rs kittycad), Formant (``fctl create service-account`` prints an email and a password
once; ``POST api.formant.io/v1/admin/auth/login``), Formlabs (client credentials at
``api.formlabs.com/developer/v1/o/token/``, ``FORMLABS_ACCESS_TOKEN``), PrusaLink (a
15-character API key, pypi PrusaLinkPy; a digest password), Bambu Lab (an 8-digit LAN
access code, MQTT user ``bblp`` on 8883; Bambu Studio's ``access_code`` map), Arena PLM
(``arena_session_id`` from the login request, prismatic.io), Ultimaker printers
(``/api/v1/auth/request`` returning an ``id`` and a ``key`` used for digest), MiR robots (the
dashboard's Basic ``Authorization``), Catenda Hub (``api.catenda.com/oauth2/token``), Siemens
Insights Hub (app credentials sent as ``basicAuth``, mindconnect-nodejs), Oracle Aconex
(Basic user and password; OAuth clients from the Lobby), Markforged (the fleet API's Basic
Access Key and Secret Key), Dalux Build (``X-API-KEY``, ``DALUX_API_KEY``), Boston Dynamics
Spot (``robot.authenticate(username, password)``, ``python3 -m bosdyn.client --username
--password``) and Shapeways (OAuth 1 ``consumer_secret`` and ``oauth_secret``; an OAuth 2
client). Pages met on the way also gave formats: Bluebeam Studio (OAuth ``client_secret``,
npm @lineai/bluebeam-api), AstroPrint (``api.astroprint.com/v2/token``), ABB Robot Web
Services (``curl --digest -u "Default User":...``), BIMData (``makeBIMDataApiClient({
accessToken })``), xbim Flex (``getAuthorizationToken(clientId, clientSecret, 'master', ...)``)
and Dassault Systèmes' partner gateway (``X-API-Key`` on ``apigw-prd.3ds.com``). Speckle,
InOrbit, SimplyPrint, Buildertrend, BIMcollab, OpenBOM, 3DPrinterOS, Revizto and Xometry
gave no format page; their shapes are remembered (``_heldout_secrets84_vendors2.py``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor_cases"]

ROWS = r"""
itwin service env ¦ Bentley iTwin service app, client_secret (search: developer.bentley.com authorize-service) ¦ {A64} ¦ IMJS_CLIENT_ID=service-Xk2pQ9vLm4Rt7wZa\nIMJS_CLIENT_SECRET={t}\nIMJS_SCOPE=itwin-platform
itwin token curl ¦ Bentley IMS /connect/token with client credentials ¦ {A64} ¦ $ curl -s https://ims.bentley.com/connect/token -d grant_type=client_credentials -d client_id=service-Xk2pQ9vLm4Rt7wZa -d client_secret={t} -d scope=itwin-platform\n{"error":"invalid_client"}
itwin ts config ¦ @itwin/service-authorization ServiceAuthorizationClient config (search: npm @itwin/service-authorization) ¦ {A64} ¦ const client = new ServiceAuthorizationClient({\n  clientId: "service-Xk2pQ9vLm4Rt7wZa",\n  clientSecret: "{t}",\n  scope: "itwin-platform",\n});
zoo env ¦ Zoo/KittyCAD client from the environment (search: docs.rs kittycad) ¦ {uuid} ¦ $ export ZOO_API_TOKEN={t}\n$ cargo run --example text_to_cad\nError: 401 Unauthorized: {"error_code":"unauthorized","message":"invalid API token"}
kittycad py ¦ kittycad Python client with a token ¦ {uuid} ¦ >>> from kittycad.client import ClientFromEnv, Client\n>>> client = Client(token="{t}")\n>>> client.meta.ping()
kittycad gha ¦ KittyCAD action-install-cli step with the token inline ¦ {uuid} ¦ - uses: KittyCAD/action-install-cli@main\n- run: zoo file convert --output-format step part.kcl out/\n  env:\n    KITTYCAD_API_TOKEN: {t}
formant fctl sa ¦ Formant fctl create service-account output, the password shown once (search: docs.formant.io create-service-account-using-fctl) ¦ {A24} ¦ $ fctl create service-account fleet-exporter --role Viewer\nEmail:    fleet-exporter+7f3c@service.formant.io\nPassword: {t}\nSave these credentials now; the password cannot be shown again.
formant login ¦ Formant admin login request body (search: api-evangelist formant authentication) ¦ {A24} ¦ POST https://api.formant.io/v1/admin/auth/login\n{"email":"fleet-exporter+7f3c@service.formant.io","password":"{t}"}\n← 401 {"message":"Invalid credentials"}
formant jwt ¦ Formant login response, an access token ¦ eyJhbGciOiJSUzI1NiJ9.{u140}.{u86} ¦ {"authentication":{"accessToken":"{t}","organizationId":"3d5a1c7e-0b92-4f31-8e6d-2c4b7a9f1e05","userId":"b1e2…"}}
formlabs token ¦ Formlabs Web API client credentials (search: api-evangelist formlabs-authentication) ¦ {A40} ¦ $ curl -X POST https://api.formlabs.com/developer/v1/o/token/ -d grant_type=client_credentials -d client_id=mKq3pR7sT1vW9xYz2aBc -d client_secret={t}\n{"error": "invalid_client"}
formlabs env ¦ formlabs-local-mcp environment, FORMLABS_PASSWORD (search: glama formlabs-local-mcp login) ¦ {p} ¦ FORMLABS_USERNAME=printfarm@acme-dental.com\nFORMLABS_PASSWORD={t}\nPREFORM_SERVER=http://localhost:44388
formlabs access ¦ Formlabs access token exported for a fleet script ¦ {A30} ¦ export FORMLABS_ACCESS_TOKEN={t}\npython fleet_status.py --printers Form4-ArcticFox,Form4-SnowyOwl
prusalink py ¦ PrusaLinkPy(host, api key), a 15-character key (search: pypi PrusaLinkPy) ¦ {A15} ¦ >>> prusaMk4 = PrusaLinkPy.PrusaLinkPy("192.168.40.17", "{t}")\n>>> prusaMk4.get_printer().status_code\n401
prusalink curl ¦ PrusaLink X-Api-Key header on a local printer ¦ {A15} ¦ curl -s -H "X-Api-Key: {t}" http://192.168.40.17/api/v1/status\n{"title":"Unauthorized"}
prusalink digest ¦ PrusaLink digest password for the maker user (search: hexdocs prusa_link) ¦ {A16} ¦ PrusaLink.printer("192.168.40.18", "{t}")\n** (MatchError) no match of right hand side value: {:error, :unauthorized}
bambu config ¦ Bambu Studio config access_code map, serial to code (search: openhab bambulab binding) ¦ {d8} ¦ "access_code": {\n    "01P00A392800417": "{t}"\n},\n"user_access_code": {}
bambu mqtt ¦ mosquitto_sub against a Bambu printer's MQTT, bblp and the access code (search: pypi bambu-local) ¦ {d8} ¦ $ mosquitto_sub -h 192.168.40.31 -p 8883 --insecure -u bblp -P {t} -t 'device/01P00A392800417/report'\nConnection error: Connection Refused: not authorised.
bambu ftps ¦ curl to a Bambu printer's implicit FTPS with the access code ¦ {d8} ¦ $ curl -k --user bblp:{t} ftps://192.168.40.31:990/cache/\ncurl: (67) Access denied: 530
arena login ¦ Arena PLM login response, arenaSessionId (search: prismatic.io arena-plm-v2) ¦ {U32} ¦ POST https://api.arenasolutions.com/v1/login\n{"arenaSessionId":"{t}","workspaceId":898823123,"workspaceName":"Acme Robotics"}
arena header ¦ Arena PLM request with the arena_session_id header ¦ {U32} ¦ > GET /v1/items?number=ASM-00412 HTTP/1.1\n> arena_session_id: {t}\n< HTTP/1.1 401 Unauthorized
ultimaker auth ¦ Ultimaker printer /auth/request reply, id and key (search: gist SimonIT Ultimaker API) ¦ {h64} ¦ $ curl -s -X POST -d application=FarmBot -d user=ops http://10.20.3.44/api/v1/auth/request\n{"id": "4f9e0b2c7a1d58e36b0f9c2e1d4a7b85", "key": "{t}"}
ultimaker digest ¦ Ultimaker digest auth with the id and key ¦ {h64} ¦ requests.get("http://10.20.3.44/api/v1/auth/verify", auth=HTTPDigestAuth("4f9e0b2c7a1d58e36b0f9c2e1d4a7b85", "{t}"))\n<Response [401]>
mir basic ¦ MiR robot REST API, the dashboard's Basic Authorization (search: github Arthicha MiRCommunication) ¦ {b88} ¦ {\n  "host": "http://192.168.12.20/api/v2.0.0/",\n  "auth": "Basic {t}"\n}
mir curl ¦ MiR robot mission queue call with the Authorization header ¦ {b88} ¦ curl -X POST http://192.168.12.20/api/v2.0.0/mission_queue -H "Authorization: Basic {t}" -H "Accept-Language: en_US" -d '{"mission_id":"a4f1…"}'
abb rws digest ¦ ABB Robot Web Services digest login with a changed password (search: developercenter.robotstudio.com rwsApi) ¦ {p} ¦ $ curl --digest -u "Default User":{t} -X POST "http://192.168.125.1/users/rmmp" -d "privilege=modify"\n<html><body>401 Unauthorized</body></html>
catenda token ¦ Catenda Hub client credentials grant (search: developers.catenda.com authentication) ¦ {A48} ¦ curl -X POST https://api.catenda.com/oauth2/token -d grant_type=client_credentials -d client_id=cat-7e1f0a -d client_secret={t}
catenda bearer ¦ Catenda Hub bearer token on a BCF call ¦ {A40} ¦ GET https://api.catenda.com/opencde/bcf/3.0/projects/1ac2c3d4e5f6/topics\nAuthorization: Bearer {t}\n→ 401 invalid_token
insights hub creds ¦ Siemens Insights Hub app credentials, basicAuth (search: unpkg mindconnect-nodejs credentials.d.ts) ¦ {b72} ¦ const sdk = new MindSphereSdk({\n  basicAuth: "Basic {t}",\n  gateway: "https://gateway.eu1.mindsphere.io",\n  tenant: "acmeplant",\n});
insights hub env ¦ Insights Hub app credentials in an app's env (search: developer.siemens.com Credentials) ¦ {A40} ¦ MDSP_KEY_STORE_CLIENT_ID=acmeplant-oee-1.0.0\nMDSP_KEY_STORE_CLIENT_SECRET={t}\nMDSP_OS_VM_APP_NAME=oee
aconex basic ¦ Oracle Aconex Cloud Adapter connection, Basic user and password (search: docs.oracle.com aconex-adapter) ¦ {p} ¦ Connection: ACONEX_CLOUD_CONNECTION\nAconex instance URL: https://ea1.aconex.com\nSecurity: Basic Authentication\n  User name: int_docctrl\n  Password: {t}\nTest failed: 401 Unauthorized
aconex oauth ¦ Oracle Aconex OAuth client from the Lobby (search: nango.dev oracle-aconex) ¦ {A36} ¦ ACONEX_CLIENT_ID=2b7f3c91-5e0a-4d18-9c6e-a1f4b3d2e7c8\nACONEX_CLIENT_SECRET={t}
markforged basic ¦ Markforged fleet API, Basic Access Key and Secret Key (search: api-evangelist markforged rate-limits) ¦ {A32} ¦ curl -u "AKMF7Q2X9WZL:{t}" https://www.eiger.io/api/v3/prints?status=failed\n{"detail":"Invalid username/password."}
dalux header ¦ Dalux Build API X-API-KEY (search: github borgels mcp-server-dalux) ¦ {A40} ¦ curl -H "X-API-KEY: {t}" https://field.dalux.com/service/api/5.1/projects\n{"status":401,"message":"API identity key expired"}
dalux env ¦ Dalux MCP server .env ¦ {A40} ¦ DALUX_API_KEY={t}\nDALUX_BASE_URL=https://field.dalux.com/service/api\nDALUX_ENABLE_WRITES=false
dalux py ¦ dalux-build create_client(api_key) (search: pypi dalux-build) ¦ {A40} ¦ dalux = create_client(base_url="https://acmebygg.dalux.com/api", api_key="{t}", project_id="P-1187")
spot cli ¦ Boston Dynamics bosdyn.client command line with a password (search: pypi bosdyn-client) ¦ {p} ¦ $ python3 -m bosdyn.client --username admin --password {t} 192.168.80.3 id\nbosdyn.client.auth.InvalidLoginError: Provided username/password is invalid.
spot py ¦ bosdyn robot.authenticate(username, password) ¦ {p} ¦ >>> robot = sdk.create_robot("192.168.80.3")\n>>> robot.authenticate("inspector", "{t}")\nTraceback (most recent call last):\nbosdyn.client.auth.InvalidLoginError: STATUS_INVALID_LOGIN
spot dotnet ¦ Spot.NET RobotCredentials (search: github Sharks-Interactive Spot.NET) ¦ {p} ¦ Credentials = new RobotCredentials {\n    Username = "inspector",\n    Password = "{t}",\n    Address = "192.168.80.3:443"\n}
shapeways env ¦ Shapeways OAuth 1 consumer secret in .env (search: ruby-toolbox reshape) ¦ {h40} ¦ SHAPEWAYS_CONSUMER_TOKEN=a8f2c41d0e9b7c35\nSHAPEWAYS_CONSUMER_SECRET={t}\nSHAPEWAYS_OAUTH_TOKEN=5e1d…
shapeways php ¦ Shapeways PHP Guzzle OauthPlugin config (search: gist zero-is-one Shapeways) ¦ {h40} ¦ 'consumer_key' => '9c3e7a1f5b2d8e40',\n'consumer_secret' => '{t}',\n'token' => 'f2b8…',
shapeways oauth2 ¦ Shapeways PHP Oauth2Client (search: packagist shapeways/shapeways) ¦ {A40} ¦ $client = new \Shapeways\Oauth2Client('sw-app-2231', '{t}');\nPHP Fatal error:  Uncaught GuzzleHttp\Exception\ClientException: Client error: `POST https://api.shapeways.com/oauth2/token` resulted in a `401 Unauthorized`
bluebeam oauth ¦ Bluebeam Studio OAuth client config (search: unpkg @lineai/bluebeam-api auth.d.ts) ¦ {A40} ¦ const client = createOAuthClient({\n  client_id: "bb-4c1f9e2a-studio",\n  client_secret: "{t}",\n  redirect_uri: "http://localhost:3000/callback",\n  scope: "full_user jobs",\n});
astroprint token ¦ AstroPrint Cloud API client credentials (search: api-evangelist 3dagogo authentication) ¦ {A40} ¦ POST https://api.astroprint.com/v2/token\ngrant_type=client_credentials&client_id=ap-farm-19&client_secret={t}
bimdata client ¦ BIMData makeBIMDataApiClient({ accessToken }) (search: npm @bimdata/typescript-fetch-api-client) ¦ {A32} ¦ const apiClient = makeBIMDataApiClient({ apiUrl: "https://api.bimdata.io", accessToken: "{t}" });
xbim flex ¦ xbim Flex AuthenticationApi.getAuthorizationToken (search: pub.dev xbim_identity) ¦ {A44} ¦ final result = api_instance.getAuthorizationToken('flex-7781', '{t}', 'master', 'api', '42', null);
3ds partner ¦ Dassault Systèmes partner gateway X-API-Key (search: api-evangelist dassault apikeys) ¦ {A48} ¦ curl -X POST https://apigw-prd.3ds.com/order/api4partners/v0/apikeys -H "X-API-Key: {t}"\n{"code":401,"message":"Invalid API key"}
formant refresh ¦ Formant login response, a refresh token beside the access token ¦ {u64} ¦ "refreshToken": "{t}",\n"tokenExpiresAt": "2026-12-07T21:14:00Z"
bambu ha ¦ Home Assistant Bambu Lab integration config entry with the access code ¦ {d8} ¦ {"data": {"device_type": "X1C", "serial": "00M09A351100220", "host": "192.168.40.32", "local_mqtt": true, "access_code": "{t}"}}
"""


def vendor_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    third = len(rows) // 3
    return [
        *v.table("vendor", "\n".join(rows[:third])),
        *v.table("vendor", "\n".join(rows[third : 2 * third]), raises="note"),
        *v.table("vendor", "\n".join(rows[2 * third :]), raises="cause"),
    ]
