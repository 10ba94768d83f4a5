"""Held-out set 61: tool results of agents working in game engines and creative editors
(Unity and Godot MCP servers, Blender MCP, Figma and Canva plugins and apps, Unreal editor
agents), as the agent's tool returns them.

Six three-step scenarios (each step a case) and single results. The tool shapes were grepped
for, by the text that marks them, in every earlier ``benchmarks/*heldout*`` file; none of
these matched: ``Editor.log``, ``mcp-unity``, ``ProjectSettings.asset``,
``Packages/manifest.json``, ``UNITY_PASSWORD``, ``game-ci``, ``project.godot``,
``export_presets.cfg``, ``export_credentials.cfg``, ``godot --headless``, ``blender-mcp``,
``bpy.context``, ``Hyper3D``, ``Poly Haven``, ``figma-developer-mcp``, ``Canva Apps SDK``,
``canva-cli``, ``UnrealEditor``, ``UE_LOG``, ``LogHttp``, ``LogPython``,
``DefaultEngine.ini``, ``DefaultGame.ini``, ``Remote Control API``, ``Addressables``,
``Cloud Code``, ``ugs deploy``, ``TouchDesigner``, ``Krita``, ``Aseprite``, ``Spline``,
``Framer``, ``Cinema 4D``, ``Photoshop`` and ``Substance``. These did match and appear only
as product names the share requires (Godot, Blender, Figma, Canva, Unreal; ``figd_`` is
Figma's own token prefix, used once): ``UnityWebRequest``, ``Sketchfab``, ``Plastic``,
``P4PASSWD``, ``Steamworks`` and ``keystore_password`` were not used.
Written as each tool prints its output (remembered, not copied, so padding may differ).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 unity console ¦ scenario 1 step 1: mcp-unity get_console_logs, a Debug.Log of a backend login ¦ {p} ¦ {"logs":[{"type":"Log","message":"[Boot] Backend auth as qa-bot with password {t}","stackTrace":"UnityEngine.Debug:Log (object)\\nBootLoader:Start () (at Assets/Scripts/Boot/BootLoader.cs:41)"},{"type":"Warning","message":"Shader 'URP/Lit' fallback"}]}
s1 unity editor log ¦ scenario 1 step 2: the agent reads ~/.config/unity3d/Editor.log, a Cloud Code deploy with a service account secret ¦ {A32} ¦ [Licensing::Client] Successfully resolved entitlement details\nRefreshing native plugins compatible for Editor in 12.41 ms, found 3 plugins.\n[UGS] ugs deploy ./CloudCode --services cloud-code-scripts\n[UGS] Using service account key 3f9e1b2c-77d0-4a51-b8c2-0d4e6f1a9b37 with secret {t}\n[UGS] Deployment failed: 401 Unauthorized
s1 unity upmconfig ¦ scenario 1 step 3: the agent reads ~/.upmconfig.toml to explain a scoped registry failure ¦ {A40} ¦ [npmAuth."https://npm.pkg.acme-games.dev"]\ntoken = "{t}"\nalwaysAuth = true
s2 godot project ¦ scenario 2 step 1: Godot MCP get_project_info, project.godot with an autoload's key in a setting ¦ {h40} ¦ [application]\nconfig/name="Moorland Drift"\nrun/main_scene="res://scenes/main.tscn"\n\n[autoload]\nNet="*res://net/net.gd"\n\n[net]\nleaderboard/api_key="{t}"
s2 godot credentials ¦ scenario 2 step 2: Godot MCP read_file of .godot/export_credentials.cfg ¦ {p} ¦ [preset.0]\n\nscript_export_mode=2\n\n[preset.0.options]\n\nkeystore/release="/home/dev/keys/moorland-release.jks"\nkeystore/release_user="moorland"\nkeystore/release_password="{t}"
s2 godot export ¦ scenario 2 step 3: godot --headless --export-release run by the agent, apksigner echoing the password ¦ {p} ¦ $ godot --headless --export-release "Android" build/moorland.apk\nGodot Engine v4.3.stable.official - https://godotengine.org\nsavepack: begin: Packing steps: 102\nERROR: Could not sign APK: apksigner exited with code 1: --ks-pass pass:{t} Failed to load signer "signer #1"
s3 blender rodin ¦ scenario 3 step 1: blender-mcp get_hyper3d_status, the add-on's Rodin API key printed ¦ {A48} ¦ {"enabled": true, "mode": "MAIN_SITE", "message": "Hyper3D Rodin integration is enabled and ready to use. API key: {t}"}
s3 blender prefs ¦ scenario 3 step 2: blender-mcp execute_blender_code printing an add-on's preferences ¦ {A40} ¦ >>> prefs = bpy.context.preferences.addons["polyscan_bridge"].preferences\n>>> print(prefs.server_url, prefs.api_token)\nhttps://scan.acme-vfx.io {t}
s3 blender render farm ¦ scenario 3 step 3: blender-mcp execute_blender_code, a render-farm submit error with a Basic header ¦ {b44} ¦ Traceback (most recent call last):\n  File "<string>", line 9, in <module>\nurllib.error.HTTPError: HTTP Error 401: Unauthorized\n  request headers: {'Authorization': 'Basic {t}', 'Content-Type': 'application/json'}
s4 figma mcp args ¦ scenario 4 step 1: ps of the figma-developer-mcp server the agent launched ¦ figd_{u40} ¦ $ ps -o args= -C node\nnode /home/dev/.npm/_npx/8e1c/node_modules/figma-developer-mcp/dist/cli.js --figma-api-key={t} --stdio
s4 figma plugin storage ¦ scenario 4 step 2: a Figma plugin's clientStorage dump the agent logged ¦ {A40} ¦ [plugin:tokens-sync] await figma.clientStorage.getAsync("settings")\n{ repo: "acme/design-tokens", branch: "main", githubToken: "{t}" }
s4 figma oauth ¦ scenario 4 step 3: an HTTP tool response minting a Figma OAuth token for the plugin's backend ¦ {u48} ¦ HTTP 200 POST https://api.figma.com/v1/oauth/token\n{"user_id":"1184532219","access_token":"{t}","refresh_token":"…","expires_in":7776000}
s5 unreal ini ¦ scenario 5 step 1: an Unreal editor agent reads Config/DefaultEngine.ini ¦ {A44} ¦ [OnlineSubsystemEOS]\nbEnabled=true\n\n[/Script/OnlineSubsystemEOS.EOSSettings]\nProductId=7c2e4a\nClientId=xyza7891Qm2kLp\nClientSecret={t}
s5 unreal python ¦ scenario 5 step 2: the agent runs Python in the Unreal editor, LogPython echoing a secret ¦ {p} ¦ LogPython: cfg = unreal.get_default_object(unreal.DerivedDataCacheSettings)\nLogPython: Cloud DDC login: user=ci-ddc password={t}\nLogPython: Error: Remote DDC authentication failed (401)
s5 unreal loghttp ¦ scenario 5 step 3: the Output Log with LogHttp at Verbose, a request's headers ¦ {A40} ¦ [2026.12.07-01.48.19:330][412]LogHttp: Verbose: 0000021C5A3F8E00: URL='https://backend.moorland.games/api/v2/telemetry'\n[2026.12.07-01.48.19:330][412]LogHttp: Verbose: 0000021C5A3F8E00: Verb='POST'\n[2026.12.07-01.48.19:331][412]LogHttp: Verbose: 0000021C5A3F8E00: Header='X-Api-Key: {t}'
s6 canva cli ¦ scenario 6 step 1: canva-cli login printing the saved token path and token ¦ {u64} ¦ $ canva login --debug\n✔ Logged in as maren@acme.studio\ndebug: stored token {t} in /home/dev/.canva-cli/credentials.json
s6 canva env ¦ scenario 6 step 2: the agent reads the app's .env in a Canva Apps SDK starter ¦ {A40} ¦ CANVA_FRONTEND_PORT=8080\nCANVA_BACKEND_PORT=3001\nCANVA_APP_ID=AAGq7uR1XyE\nCANVA_CLIENT_SECRET={t}
s6 canva connect token ¦ scenario 6 step 3: an HTTP tool response from the Canva Connect token endpoint ¦ {u120} ¦ HTTP 200 POST https://api.canva.com/rest/v1/oauth/token\n{"access_token":"{t}","refresh_token":"…","token_type":"Bearer","expires_in":14400,"scope":"design:content:write"}
"""

SINGLES = r"""
unity game ci ¦ cat of a game-ci workflow with a Unity password pasted inline ¦ {p} ¦ - uses: game-ci/unity-builder@v4\n  env:\n    UNITY_EMAIL: build@moorland.games\n    UNITY_PASSWORD: {t}\n    UNITY_SERIAL: SC-7QW2-…
unity project settings ¦ rg over ProjectSettings/ for a keystore alias password set by script ¦ {p} ¦ $ rg -n "keyaliasPass|keystorePass" Assets/Editor/\nAssets/Editor/BuildAndroid.cs:18:        PlayerSettings.Android.keystorePass = "{t}";\nAssets/Editor/BuildAndroid.cs:19:        PlayerSettings.Android.keyaliasPass = PlayerSettings.Android.keystorePass;
unity addressables ¦ Addressables remote catalog load error quoting a signed URL's signature ¦ {u43} ¦ RemoteProviderException : Unable to load asset bundle from : https://cdn.moorland.games/bundles/StandaloneWindows64/catalog_2026.12.07.json?Expires=1796601600&Key-Pair-Id=K2JCJMDEHXQW5F&Signature={t}\nResult : ProtocolError : HTTP/1.1 403 Forbidden
unity git diff ¦ git diff adding a backend secret to a ScriptableObject asset ¦ {A36} ¦ $ git diff -- Assets/Config/BackendConfig.asset\n   baseUrl: https://backend.moorland.games\n-  serverSecret: \n+  serverSecret: {t}
godot gdscript grep ¦ grep -rn over GDScript files for a hard-coded token ¦ {A40} ¦ $ grep -rn "token" scripts/\nscripts/net/api.gd:7:const STORE_TOKEN := "{t}"\nscripts/net/api.gd:31:\tvar headers := ["Authorization: Bearer " + STORE_TOKEN]
godot presets diff ¦ git diff of export_presets.cfg with a script encryption key ¦ {h64} ¦ $ git diff export_presets.cfg\n [preset.0.options]\n-script_encryption_key=""\n+script_encryption_key="{t}"
blender addon prefs file ¦ cat of an add-on's JSON settings in Blender's config dir ¦ {A48} ¦ $ cat ~/.config/blender/4.2/config/tripo_bridge.json\n{"endpoint": "https://api.tripo3d.ai/v2/openapi", "api_key": "tsk_{t}", "quality": "high"}
blender python console ¦ Blender Python console history the agent read ¦ {p} ¦ >>> import bpy, requests\n>>> s = requests.Session(); s.auth = ("artist01", "{t}")\n>>> s.get("https://assets.acme-vfx.io/api/library").status_code\n401
figma rest curl ¦ a curl the agent ran against the Figma REST API ¦ {u40} ¦ $ curl -s -H "X-Figma-Token: figd_{t}" "https://api.figma.com/v1/files/Qm3vT1xaKp9LrWzY8nBd2c/nodes?ids=12:4"\n{"status":403,"err":"Invalid token"}
figma plugin manifest ¦ cat of a Figma plugin's code.ts with a backend key ¦ {A32} ¦ const API = "https://icons.acme.studio/api";\nconst KEY = "{t}";\nfigma.showUI(__html__, { width: 320, height: 480 });
canva webhook ¦ rg over a Canva app backend for a webhook signing secret ¦ {A44} ¦ $ rg -n "SIGNING" backend/\nbackend/routers/webhooks.ts:5:const CANVA_WEBHOOK_SIGNING_SECRET = "{t}";
unreal defaultgame ¦ cat of Config/DefaultGame.ini with a crash reporter key ¦ {h32} ¦ [CrashReportClient]\nCrashReportClientVersion=1.0\nDataRouterUrl="https://crash.moorland.games/api/1/minidump/?sentry_key={t}"
unreal remote control ¦ an HTTP tool response from the Remote Control API listing a preset with a passphrase ¦ {p} ¦ HTTP 200 GET http://127.0.0.1:30010/remote/preset/StageControl\n{"Preset":{"Name":"StageControl","ExposedProperties":[{"DisplayName":"OBS Password","UnderlyingProperty":{"Name":"Passphrase"},"Value":"{t}"}]}}
unreal ue log ¦ an Unreal UE_LOG line printing a session ticket ¦ {b64} ¦ [2026.12.07-01.50.02:114][  3]LogOnline: Display: EOS: Auth login ok, session ticket={t}
unreal commandlet ¦ UnrealEditor-Cmd cook commandlet with a DDC password argument ¦ {p} ¦ $ UnrealEditor-Cmd Moorland.uproject -run=cook -targetplatform=Linux -ddc=Shared -SharedDDCUser=cook -SharedDDCPassword={t}\nLogDerivedDataCache: Error: Unable to authenticate to shared DDC
touchdesigner par ¦ TouchDesigner textport printing a Web Client DAT's header parameter ¦ {A40} ¦ python >>> op('webclient1').par.headers.eval()\n'Authorization: Bearer {t}'
krita plugin ¦ cat of a Krita plugin's kritarc section with an upload token ¦ {A32} ¦ [artstation_upload]\nenabled=true\nupload_token={t}
aseprite script ¦ cat of an Aseprite Lua export script ¦ {h40} ¦ local key = "{t}"\nlocal url = "https://sprites.moorland.games/upload?key=" .. key\napp.command.ExportSpriteSheet{ ui=false, textureFilename="out.png" }
spline export ¦ an HTTP tool response from a Spline scene export with a signed URL's signature ¦ {h64} ¦ HTTP 200 {"url":"https://prod.spline.design/export/4Kq9vR2x/scene.splinecode?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA5Q2EXAMPLE7ZB3%2F20261207%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20261207T015000Z&X-Amz-Expires=900&X-Amz-SignedHeaders=host&X-Amz-Signature={t}"}
framer env ¦ cat of a Framer code component's .env.local ¦ {A40} ¦ NEXT_PUBLIC_FRAMER_SITE=moorland\nFRAMER_CMS_API_KEY={t}
c4d redshift ¦ Cinema 4D Python console printing a render-license password ¦ {p} ¦ >>> import c4d; print(c4d.GetWorldContainerInstance()[9000101])\nlicense-server=licsrv01.acme-vfx.io:5054 user=render password={t}
photoshop uxp ¦ Photoshop UXP plugin console with a stored secret ¦ {A36} ¦ [UXP] localStorage.getItem("bgRemoverKey") -> "{t}"
substance sbsar ¦ Substance 3D Automation Toolkit config with a credentials token ¦ {u64} ¦ $ cat ~/.config/substance-automation/credentials.yaml\nprofile: studio\nadobe_ims_token: {t}
unity cloud diag ¦ cat of Unity's ~/.config/unity3d/Unity/UnityCloudDiagnostics settings with an upload key ¦ {h40} ¦ {"projectId":"5d9e0c1b-7a2f-4e3d-9b8a-1c2d3e4f5a6b","crashUploadKey":"{t}","enabled":true}
godot editor settings ¦ grep over Godot's editor_settings-4.tres for a stored git token ¦ {A40} ¦ $ grep -n "version_control" ~/.config/godot/editor_settings-4.tres\n41:version_control/username = "moorland-dev"\n42:version_control/ssh_public_key_path = "/home/dev/.ssh/id_ed25519.pub"\n43:version_control/access_token = "{t}"
blender asset library ¦ git diff of a Blender add-on's bl_info defaults with a library token ¦ {A32} ¦ $ git diff -- addons/asset_bridge/__init__.py\n-    library_token: StringProperty(name="Token", default="")\n+    library_token: StringProperty(name="Token", default="{t}")
figma variables export ¦ an HTTP tool response from a Figma webhook registration echoing its passcode ¦ {A32} ¦ HTTP 200 POST https://api.figma.com/v2/webhooks\n{"id":"88213","event_type":"FILE_VERSION_UPDATE","team_id":"1184532219","endpoint":"https://hooks.moorland.games/figma","passcode":"{t}","status":"ACTIVE"}
unreal horde ¦ cat of an Unreal Horde agent's appsettings.json with a server token ¦ {u64} ¦ {\n  "Horde": {\n    "ServerProfiles": [ { "Name": "Default", "Url": "https://horde.moorland.games", "Token": "{t}" } ]\n  }\n}
canva sdk log ¦ a Canva Apps SDK dev server log printing a backend JWT verification secret ¦ {A44} ¦ [backend] JWKS cache warm, 2 keys\n[backend] DEV ONLY: using HS256 secret {t} for preview tokens\n[backend] listening on http://127.0.0.1:3001
http mint ugs ¦ an HTTP tool response exchanging a UGS service account for a token ¦ eyJhbGciOiJSUzI1NiJ9.{u120}.{u86} ¦ HTTP 201 POST https://services.api.unity.com/auth/v1/token-exchange?projectId=5d9e…&environmentId=…\n{"accessToken":"{t}"}
http mint canva ¦ an HTTP tool response from a Canva app's backend minting a preview JWT ¦ eyJhbGciOiJIUzI1NiJ9.{u80}.{u43} ¦ HTTP 200 POST http://127.0.0.1:3001/api/preview-token\n{"token":"{t}","expiresIn":600}
http mint tripo ¦ an HTTP tool response creating a Tripo 3D API key for Blender MCP ¦ tsk_{A44} ¦ HTTP 201 POST https://api.tripo3d.ai/v2/openapi/keys\n{"code":0,"data":{"name":"blender-mcp","key":"{t}"}}
"""


def agent_cases(v: Values) -> list[Case]:
    singles = SINGLES.strip().splitlines()
    half = len(singles) // 2
    return [
        *v.table("agent", SCENARIOS, raises="cause"),
        *v.table("agent", "\n".join(singles[:half]), raises="oserror"),
        *v.table("agent", "\n".join(singles[half:]), raises="group"),
    ]
