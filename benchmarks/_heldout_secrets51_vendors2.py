"""Held-out set 51: more vendors no earlier set named — registrars and registries of domains,
certificate authorities' ACME accounts, package and container registries, backup and sync
software, VPNs, zero-trust gateways and remote access, monitoring and uptime services,
hosting panels and managed hosts (names from N to S).

Each name was grepped for like those of ``_heldout_secrets51_vendors.py`` (none matched).
Most were not looked up: their shapes are remembered or assumed, and each case says so.
Netskope, Resilio Sync and Splashtop were looked up with the ``search`` tool after the first
draft (the Netskope-Api-Token header; a key's type letter A and 32 base32 characters; a
12-digit deployment code) and their cases name the pages; Opalstack, OpenSRS, OnlineOrNot and
Realtime Register were searched for and the search gave no format.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["vendor2_cases"]

ROWS = r"""
opensrs private key ¦ OpenSRS XML API (the search found nothing; a private key that signs X-Signature, as remembered) ¦ {h112} ¦ # /etc/opensrs.conf\n[reseller]\nusername = acmedomains\nprivate_key = {t}\n# opensrs-sync: 415 Authentication Error
onlineornot token ¦ OnlineOrNot API (the search found nothing; Bearer as remembered) ¦ {A40} ¦ onlineornot-cli checks list\nGET https://api.onlineornot.com/v1/checks -> 401\nAuthorization: Bearer {t}
realtime register key ¦ Realtime Register REST API (the search found nothing; Authorization: ApiKey as remembered) ¦ {b64} ¦ $ http GET https://api.yoursrs.com/v2/customers/acme/domains 'Authorization:ApiKey {t}'\nHTTP/1.1 401 Unauthorized
rrpproxy login ¦ RRPproxy (CentralNic Reseller) HTTP API (as remembered): s_login and s_pw in the query ¦ {p} ¦ GET https://api.rrpproxy.net/api/call.cgi?s_login=acme&s_pw={t}&command=StatusAccount\ncode = 530\ndescription = Authentication failed
nominet epp password ¦ Nominet EPP (as remembered): <login> with <clID> and <pw> ¦ {p} ¦ C: <epp><command><login><clID>ACME-TAG</clID><pw>{t}</pw><options><version>1.0</version></options></login></command></epp>\nS: <result code="2200"><msg>Authentication error</msg></result>
sectigo eab hmac ¦ Sectigo ACME (as remembered): an External Account Binding key id and HMAC key ¦ {u43} ¦ $ certbot register --server https://acme.sectigo.com/v2/OV --eab-kid Xk3pQ8rT2vYb --eab-hmac-key {t} -m ops@acme.io\nAn unexpected error occurred: urn:ietf:params:acme:error:unauthorized
regery api key ¦ Regery API (as remembered): an API key and secret (shape assumed) ¦ {h64} ¦ [regery]\napi_key = 3f9a1c7e\napi_secret = {t}\n; regery-dns: 403 invalid signature
nearlyfreespeech api key ¦ NearlyFreeSpeech.NET API (as remembered): an API key that signs X-NFSN-Authentication ¦ {A16} ¦ $ nfsn-cli dns list acme.org\nerror 401: The API key is not valid.\n~/.nfsn-api: {"login": "acme", "api-key": "{t}"}
netactuate api key ¦ NetActuate API (as remembered): key as a query parameter (shape assumed) ¦ {A32} ¦ requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://vapi2.netactuate.com/api/cloud/servers?key={t}
nexcess token ¦ Nexcess Cloud API (as remembered): Authorization: Bearer (shape assumed) ¦ {A48} ¦ ansible-playbook deploy.yml\nfatal: [localhost]: FAILED! => {"msg": "Status code was 401", "url": "https://portal.nexcess.net/api/cloud-account", "headers": {"Authorization": "Bearer {t}"}}
opalstack token ¦ Opalstack API v1 (as remembered): Authorization: Token <uuid> ¦ {uuid} ¦ >>> requests.get('https://my.opalstack.com/api/v1/app/list/', headers={'Authorization': 'Token {t}'}).json()\n{'detail': 'Invalid token.'}
pagely client secret ¦ Pagely (Atomic) API (as remembered): a client id and secret exchanged for a token (shape assumed) ¦ {A40} ¦ PAGELY_CLIENT_ID=app_4711\nPAGELY_CLIENT_SECRET={t}\n# pagely-deploy: POST /oauth/token -> 401 invalid_client
pressable api secret ¦ Pressable API (as remembered): client_id and client_secret for /auth/token ¦ {A43} ¦ curl -X POST https://my.pressable.com/auth/token -d grant_type=client_credentials -d client_id=pk_71a -d client_secret={t}\n{"error":"invalid_client"}
rocket net password ¦ Rocket.net API (as remembered): login with username and password for a token ¦ {p} ¦ POST https://api.rocket.net/v1/login {"username":"ops@acme.io","password":"{t}"} -> 401 {"message":"Invalid credentials"}
servebolt api key ¦ Servebolt API (as remembered): Authorization: Bearer (shape assumed) ¦ {A64} ¦ servebolt-cli purge --site 8812\n✖ 401 Unauthenticated (SERVEBOLT_API_TOKEN={t})
quic cloud api key ¦ QUIC.cloud (as remembered): the domain key LiteSpeed Cache stores ¦ {A40} ¦ wp> get_option('litespeed.conf.api_key')\n=> string(40) "{t}"
section io token ¦ Section.io API (as remembered): an API token in section-token (shape assumed) ¦ {h64} ¦ section-token: {t}\nGET /api/v1/account/1887/application -> 401
siteground ssh passphrase ¦ SiteGround SSH keys (as remembered): a generated key's passphrase ¦ {p} ¦ $ ssh -p 18765 u88-acme@ssh.acme.io\nEnter passphrase for key '/home/dev/.ssh/siteground': (pasted) {t}\nPermission denied (publickey).
pulp cli toml ¦ Pulp CLI (as remembered): ~/.config/pulp/cli.toml with username and password ¦ {p} ¦ $ pulp rpm repository list\nError: Operation pulp_rpm.repositories_rpm_rpm_list failed with 401\n# ~/.config/pulp/cli.toml\n[cli]\nbase_url = "https://pulp.acme.lan"\nusername = "admin"\npassword = "{t}"
repsy maven password ¦ Repsy (as remembered): a Maven repository's password in gradle.properties ¦ {p} ¦ > Could not PUT 'https://repo.repsy.io/mvn/acme/default/io/acme/core/2.4.1/core-2.4.1.jar'. Received status code 401\ngradle.properties: repsyUsername=acme repsyPassword={t}
nakivo director ¦ NAKIVO Backup & Replication (as remembered): the Director's web UI login ¦ {p} ¦ 2026-12-06 19:02:11 WARN [LoginService] failed login for 'admin' from 10.0.0.7 (password='{t}')
relax and recover key ¦ Relax-and-Recover (as remembered): BACKUP_PROG_CRYPT_KEY in local.conf ¦ {p} ¦ # /etc/rear/local.conf\nBACKUP=NETFS\nBACKUP_PROG_CRYPT_ENABLED=1\nBACKUP_PROG_CRYPT_KEY='{t}'\nERROR: Failed to decrypt backup.tar.gz
resilio folder key ¦ Resilio help center, Key structure and flow (search): a type letter (A read-write) and 32 base32 characters ¦ A{B32} ¦ $ rslsync --dump-sample-config ... "shared_folders": [{"secret": "{t}", "dir": "/srv/share"}]\nsync.log: [20261206 19:02:13] SyncFolder: invalid secret
rubrik service account ¦ Rubrik Security Cloud (as remembered): a service account's client_secret (shape assumed) ¦ {A64} ¦ Connect-Rsc -ServiceAccountFile ./rsc.json\nConnect-Rsc: 401 Unauthorized\nrsc.json: {"client_id":"client|0Hs7QvT","client_secret":"{t}","access_token_uri":"https://acme.my.rubrik.com/api/client_token"}
proton vpn wireguard ¦ Proton VPN WireGuard config (as remembered): [Interface] PrivateKey ¦ {b43}= ¦ # proton-nl-free-42.conf\n[Interface]\nPrivateKey = {t}\nAddress = 10.2.0.2/32\nDNS = 10.2.0.1\nwg-quick: `/etc/wireguard/wg0.conf' is world accessible
surfshark service credentials ¦ Surfshark manual setup (as remembered): service credentials username and password for OpenVPN ¦ {A24} ¦ $ cat /etc/openvpn/auth.txt\nh8Zk2QvTn4Lw7RcYp3Md9Xs1\n{t}\n$ openvpn --config nl-ams.prod.surfshark.com_udp.ovpn --auth-user-pass /etc/openvpn/auth.txt\nAUTH: Received control message: AUTH_FAILED
nordlayer gateway ¦ NordLayer (as remembered): a member's password in a Linux client login ¦ {p} ¦ $ nordlayer login --email ops@acme.io --password '{t}'\nError: Login failed. Check your credentials.
perimeter81 api key ¦ Perimeter 81 API (as remembered): an API key exchanged for a token (shape assumed) ¦ {A32} ¦ POST https://api.perimeter81.com/api/v1/auth/authorize {"grantType":"api_key","apiKey":"{t}"} -> 401 {"message":"Unauthorized"}
netskope token ¦ Netskope REST API v2 (search: Swimlane's and Databricks' guides): the v2 token in the Netskope-Api-Token header, tenant https://<tenant>.goskope.com ¦ {h32} ¦ curl -H 'Netskope-Api-Token: {t}' https://acme.goskope.com/api/v2/events/data/alert\n{"Status":401,"Message":"Not authorized"}
sonicwall netextender ¦ SonicWall NetExtender CLI (as remembered): -u user -p password ¦ {p} ¦ $ netExtender -u jdoe -p '{t}' -d LocalDomain vpn.acme.io:4433\nNetExtender: Login failed - Incorrect username/password
realvnc password ¦ RealVNC Server (as remembered): vncpasswd stores a password; a log line prints it ¦ {A8} ¦ <13> 2026-12-06T19:02:14.000Z vnc-gw vncserver-x11[1822]: Connections: authenticated: 10.0.0.7::51820 (from ...), as viewer (password {t})
remotepc personal key ¦ RemotePC (as remembered): a personal key to open a computer ¦ {p} ¦ RemotePC: Enter Personal Key for 'RECEPTION-PC': {t}\nInvalid Personal Key. Please try again.
splashtop deploy code ¦ Splashtop Business support (search): a 12-digit deployment package code; the dcode installer option as remembered ¦ {d12} ¦ Splashtop_Streamer.exe prevercheck /s /i dcode={t},confirm_d=0,hidewindow=1\nDeployment code is invalid or expired.
screenconnect relay ¦ ScreenConnect (as remembered): an access key in a client's launch URL ¦ {u48} ¦ https://remote.acme.io/Bin/ScreenConnect.ClientSetup.exe?e=Access&y=Guest&h=relay.acme.io&p=8041&k={t}&c=Reception
nomachine password ¦ NoMachine (as remembered): nxplayer --password on the command line ¦ {p} ¦ $ nxplayer --session /home/dev/Documents/NoMachine/lab.nxs --user lab --password '{t}'\nError: Authentication failed, please try again
netcrunch api key ¦ NetCrunch (as remembered): an API key for the REST endpoint (shape assumed) ¦ {h40} ¦ GET https://netcrunch.acme.lan/api/rest/1/nodes?api_key={t} -> 403 Forbidden
opmanager api key ¦ ManageEngine OpManager (as remembered): apiKey query parameter of 32 hex ¦ {h32} ¦ GET /api/json/device/listDevices?apiKey={t} HTTP/1.1 -> {"error":{"code":5000,"message":"Invalid API key"}}
semonto token ¦ Semonto (as remembered): an API token (shape assumed) ¦ {A48} ¦ | monitor        | status | token                                            |\n| acme.io        | down   | {t} |
rapidspike key ¦ RapidSpike API (as remembered): public and secret keys signing requests (shape assumed) ¦ {h40} ¦ RAPIDSPIKE_PUBLIC_KEY=0b4f7e\nRAPIDSPIKE_SECRET_KEY={t}\nrapidspike.exceptions.AuthError: signature mismatch
nodequery api key ¦ NodeQuery (as remembered): api_key query parameter ¦ {A32} ¦ GET https://nodequery.com/api/servers?api_key={t}\n{"status":"ERROR","message":"Invalid API key"}
owncloud occ app password ¦ ownCloud (as remembered): occ user:add-app-password prints an app password ¦ {A32} ¦ $ sudo -u www-data php occ user:add-app-password backup-bot\napp password:\n{t}\n$ rclone ls oc: -> 401 Unauthorized
parsec teams key ¦ Parsec for Teams (as remembered): a team API key in Authorization: Bearer (shape assumed) ¦ {A48} ¦ GET https://api.parsec.app/v1/teams/4711/members -> 401\nAuthorization: Bearer {t}
spideroak password ¦ SpiderOak ONE (as remembered): the account password given to the headless setup ¦ {p} ¦ $ SpiderOakONE --setup=- <<< '{"username":"acme-backup","password":"{t}","device_name":"nas1","reinstall":false}'\nLogin failed: bad password
storage made easy key ¦ Storage Made Easy (as remembered): an API token in a query (shape assumed) ¦ {h32} ¦ GET https://acme.storagemadeeasy.com/api/?function=getFolderContents&token={t} -> <status>error</status><statusmessage>Token is invalid</statusmessage>
opendrive password ¦ OpenDrive (as remembered): a sync client's INI with the account username and password ¦ {p} ¦ $ cat ~/.config/opendrive-sync.ini\n[account]\nusername = backup@acme.io\npassword = {t}\n; opendrive-sync: Session/login failed (401)
syncplicity app token ¦ Syncplicity API (as remembered): an application token and app secret (shape assumed) ¦ {b64} ¦ SYNCPLICITY_APP_KEY=9c1e4f\nSYNCPLICITY_APP_SECRET=Xr7q\nSYNCPLICITY_APP_TOKEN={t}\n# oauth/token -> 401 invalid_client
retrospect password ¦ Retrospect Backup (as remembered): a client password in retroclient's setup ¦ {p} ¦ # /usr/local/retrospect/client/retroclient -setpass '{t}'\nretroclient: password must be at most 8 characters when legacy clients are enabled
namehero api key ¦ NameHero reseller API (as remembered): an API key (shape assumed) ¦ {A40} ¦ {"error":"Invalid API key","request":{"action":"GetDomains","apikey":"{t}"}}
sslscom api key ¦ SSLs.com reseller API (as remembered): login and api key in the JSON body (shape assumed) ¦ {h32} ¦ POST https://www.ssls.com/api/v1/order {"login":"acme","api_key":"{t}","product":"positivessl"} -> 401
onlydomains password ¦ OnlyDomains reseller API (as remembered): a reseller login in a SOAP body ¦ {p} ¦ <soap:Body><Authenticate><Username>acme-reseller</Username><Password>{t}</Password></Authenticate></soap:Body> -> AuthenticationFailed
nixstats token ¦ Nixstats API (as remembered): token query parameter ¦ {A40} ¦ curl 'https://api.nixstats.com/v2/servers?token={t}'\n{"status":"error","message":"Invalid token"}
sitechecker api key ¦ Sitechecker API (as remembered): api_key in the query (shape assumed) ¦ {h32} ¦ GET https://api.sitechecker.pro/v1/audit/acme.io?api_key={t} 403
portnox clear secret ¦ Portnox CLEAR (as remembered): a RADIUS shared secret shown in a NAS config ¦ {A24} ¦ radius-server host 10.0.0.5 auth-port 1812 key {t}\n! Portnox CLEAR: Access-Reject (bad authenticator)
remote utilities password ¦ Remote Utilities (as remembered): the Host's single password for connections ¦ {p} ¦ [2026-12-06 19:05:02] Host: authorization failed for viewer 10.0.0.7 (single password '{t}')
server density token ¦ Server Density (as remembered): the agent key and an API token ¦ {h32} ¦ # /etc/sd-agent/config.cfg\n[Main]\nsd_account: acme\nagent_key: 9d3f1c8a7b6e5d4c3b2a1f0e9d8c7b6a\n; API token for sd-cli\ntoken: {t}
"""


def vendor2_cases(v: Values) -> list[Case]:
    return v.table("vendor", ROWS, raises="context")
