"""Held-out set 55: computer-use and desktop agents' tool results, as each agent's tools
return them — accessibility trees, screenshot OCR text, clipboard contents, window titles,
keystroke logs, form fills and password-manager autofill logs.

Six three-step scenarios (each step a case) and single results, in tool shapes, tools and
apps that were grepped for in every earlier ``_heldout_secrets*``, ``_heldout_families*``,
``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none
matched; ``computer_use``, ``computer-use``, "accessibility tree", OCR, clipboard,
keystroke, Operator, Browser Use, Skyvern, Agent S, UFO, Cradle, Stagehand, Browserbase,
MultiOn, Manus, Cua, ``browser_snapshot``, ``screenshot``, KeePassXC, Bitwarden,
1Password, Keeper, LastPass, Enpass, kwallet, xclip, Orca, Ditto, Live Text, ``secret-tool``
and Comet did and were dropped). Tool
shapes, written as each tool prints its result (remembered, not copied, so glyphs and padding
may differ): UI-TARS desktop's Thought / Action lines, Bytebot's ``computer_*`` tool calls,
Windows-MCP's State-Tool and Clipboard-Tool, Peekaboo's ``see`` element map, droidrun's
``get_state`` and ``uiautomator dump`` XML, OpenAdapt's recorded ``ActionEvent`` and
``WindowEvent`` rows; single results from pywinauto's ``print_control_identifiers``, AT-SPI
dumps, macOS ``AXTextField`` attributes, ``xdotool``, ``wmctrl -l``, ``xprop``, ``pbpaste``,
``wl-paste``, ``Get-Clipboard``, tesseract and PowerToys Text Extractor OCR, OmniParser's
parsed boxes, AppAgent and Mobile-Agent steps, Nova Act, Project Mariner, Claude for Chrome,
Fellou, Agent-TARS, Self-Operating Computer, macOS-use, Simular and the password managers
Dashlane, Proton Pass, NordPass, RoboForm and Buttercup; and NVDA's speech viewer,
Appium's page source, AutoHotkey, AutoIt, Espanso, Maccy, CopyQ, Raycast, Flameshot and
ShareX OCR, PyAutoGUI and UiPath.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 uitars login type ¦ scenario 1 step 1: UI-TARS desktop's Thought / Action, typing a router admin password ¦ {p} ¦ Thought: The login page of the router is open; I will type the admin password from the task.\nAction: type(content='{t}')
s1 uitars ocr wifi ¦ scenario 1 step 2: UI-TARS desktop's observation, OCR text of the router's wireless page ¦ {A16} ¦ Observation (screenshot text): Wireless Settings | SSID: Acme-Office-5G | Security: WPA2-PSK | Pre-Shared Key: {t} | [Show] [Apply]
s1 uitars finish ¦ scenario 1 step 3: UI-TARS desktop's finished() summary quoting the key ¦ {A20} ¦ Thought: The guest network is enabled and its key is set.\nAction: finished(content='Guest network "Acme-Guest" enabled with key {t}')
s2 bytebot type ¦ scenario 2 step 1: Bytebot's computer_type_text tool call into a registrar's login form ¦ {p} ¦ tool_use computer_type_text {"text": "{t}", "isSensitive": false}\ntool_result: typed 12 characters into focused element "Password"
s2 bytebot paste ¦ scenario 2 step 2: Bytebot's computer_paste_text with a registrar's EPP auth code ¦ {A16} ¦ tool_use computer_paste_text {"text": "{t}"}\ntool_result: pasted into "Authorization (EPP) code" field
s2 bytebot read file ¦ scenario 2 step 3: Bytebot's computer_read_file of a downloaded DNS API credential file ¦ {h40} ¦ tool_use computer_read_file {"path": "/home/user/Downloads/dns-api.txt"}\ntool_result: {"type":"document","name":"dns-api.txt","content":"api_user=acme-ops\napi_token={t}\n"}
s3 windowsmcp state ¦ scenario 3 step 1: Windows-MCP's State-Tool listing an interactive edit box's value ¦ {p} ¦ Focused App: Remote Desktop Connection\nInteractive Elements:\n  Label 7 | ControlType: Edit | Name: "Password" | Value: "{t}" | Coordinates: (512, 388)\n  Label 8 | ControlType: Button | Name: "OK" | Coordinates: (590, 442)
s3 windowsmcp clipboard ¦ scenario 3 step 2: Windows-MCP's Clipboard-Tool reading a copied BitLocker recovery key ¦ {d6}-{d6}-{d6}-{d6}-{d6}-{d6}-{d6}-{d6} ¦ Clipboard-Tool(mode='get')\nClipboard content: "{t}"
s3 windowsmcp powershell ¦ scenario 3 step 3: Windows-MCP's Powershell-Tool output with a service account's key ¦ {b44} ¦ Powershell-Tool(command='Get-Content C:\\ProgramData\\Acme\\agent.json')\nStatus Code: 0\nResponse: {"tenant":"acme","agentKey":"{t}"}
s4 peekaboo see ¦ scenario 4 step 1: Peekaboo's see element map of a macOS sign-in sheet (a text field shown after Show Password) ¦ {p} ¦ peekaboo see --app "System Settings" --json-output\n{"elements":[{"id":"T1","role":"AXTextField","label":"Account Name","value":"admin"},{"id":"T2","role":"AXTextField","label":"Password","value":"{t}"},{"id":"B1","role":"AXButton","label":"Unlock"}]}
s4 peekaboo image analyze ¦ scenario 4 step 2: Peekaboo's image --analyze answer reading a token off the screen ¦ {A32} ¦ peekaboo image --app Terminal --analyze "What does the last line say?"\nAnalysis: The last line of the terminal reads: export VERCEL_TOKEN={t}
s4 peekaboo type ¦ scenario 4 step 3: Peekaboo's type command echo ¦ {p} ¦ peekaboo type "{t}" --return\n✅ Typed 12 characters and pressed Return (target: Keychain Access)
s5 droidrun state ¦ scenario 5 step 1: droidrun's get_state accessibility tree of an Android banking app ¦ {d6} ¦ get_state() ->\n{"phone_state":{"currentApp":"Acme Bank","packageName":"io.acme.bank"},"a11y_tree":[{"index":4,"className":"EditText","text":"{t}","resourceId":"io.acme.bank:id/otp_input"}]}
s5 droidrun uiautomator ¦ scenario 5 step 2: uiautomator dump XML read by the agent (a password field with the reveal toggle on) ¦ {p} ¦ $ adb shell uiautomator dump /sdcard/ui.xml && adb shell cat /sdcard/ui.xml\n<node index="2" text="{t}" resource-id="io.acme.mail:id/password" class="android.widget.EditText" package="io.acme.mail" password="false" focused="true" bounds="[48,812][1032,944]" />
s5 droidrun input text ¦ scenario 5 step 3: droidrun's input_text action log ¦ {A12}-{A12} ¦ input_text(text="{t}", index=6)\nText input completed: {t}
s6 openadapt keystrokes ¦ scenario 6 step 1: OpenAdapt's recorded ActionEvent rows for a typed password ¦ {p} ¦ ActionEvent(name='type', timestamp=1796584930.11, window_event=WindowEvent(title='Sign in – Acme VPN'), text='{t}', canonical_text='{t}')
s6 openadapt window title ¦ scenario 6 step 2: OpenAdapt's WindowEvent whose title holds a reset link's token ¦ {u43} ¦ WindowEvent(timestamp=1796584941.52, title='Reset password – https://id.acme.io/reset?token={t} – Mozilla Firefox', left=0, top=25, width=1440, height=875)
s6 openadapt replay ¦ scenario 6 step 3: OpenAdapt's replay strategy log re-typing the recorded text ¦ {A24} ¦ 2026-12-06 19:24:11.208 | INFO | openadapt.strategies.naive:get_next_action_event:42 - action_event=ActionEvent(name='type', text='{t}')
"""

SINGLES = r"""
pywinauto identifiers ¦ pywinauto's print_control_identifiers() of a desktop client's login dialog ¦ {p} ¦ Dialog - 'Acme ERP Login'    (L640, T300, R1280, B700)\n   | Edit - 'erp-admin'    (L760, T420, R1160, B444)\n   | ['Edit1', 'User nameEdit']\n   | Edit - '{t}'    (L760, T470, R1160, B494)\n   | ['Edit2', 'PasswordEdit']
atspi dump ¦ an AT-SPI tree dump (pyatspi) of a GTK dialog with a revealed passphrase ¦ {a6}-{a5}-{a7}-{a6} ¦ [dialog | Unlock Keyring]\n  [label | Enter password for keyring 'login' to unlock]\n  [text | Password] text='{t}'\n  [push button | Unlock]
macos axtextfield ¦ a macOS accessibility inspector row (AXTextField AXValue) for a Wi-Fi password shown in clear ¦ {A14} ¦ AXRole: AXTextField\nAXDescription: Password\nAXValue: {t}\nAXEnabled: true\nAXFocused: true
xdotool history ¦ a shell history line where an agent typed a password with xdotool ¦ {p} ¦ $ tail -2 ~/.bash_history\nxdotool search --name 'Acme VPN' windowactivate --sync\nxdotool type --delay 40 '{t}'
wmctrl titles ¦ wmctrl -l window titles with a magic link's token in a browser tab title ¦ {u40} ¦ $ wmctrl -l\n0x03a00003  0 ws-7 Terminal\n0x04200007  0 ws-7 Sign in – https://app.acme.io/magic?t={t} – Chromium
xprop name ¦ xprop's _NET_WM_NAME of a window titled with a share link's key ¦ {A22} ¦ $ xprop -id 0x04200007 _NET_WM_NAME\n_NET_WM_NAME(UTF8_STRING) = "Shared vault – https://share.acme.io/#key={t} – Firefox"
pbpaste ¦ pbpaste printing a copied recovery code on macOS ¦ {U5}-{U5}-{U5}-{U5} ¦ $ pbpaste\n{t}
wlpaste ¦ wl-paste printing a copied API key on Wayland ¦ {A40} ¦ $ wl-paste --no-newline | head -c 80\n{t}
get clipboard ¦ PowerShell's Get-Clipboard returning a copied connection string ¦ {p} ¦ PS C:\\> Get-Clipboard\nServer=sql01.acme.local;Database=erp;User Id=erp_app;Password={t};\nPS C:\\>
tesseract ocr ¦ tesseract OCR of a screenshot of a backup-codes page ¦ {d4} {d4} ¦ $ tesseract shot.png - 2>/dev/null\nBackup codes\nKeep these somewhere safe. Each code works once.\n1. {t}\n2. •••• ••••
powertoys text extractor ¦ PowerToys Text Extractor OCR text pasted into the agent's scratchpad ¦ {U4}-{U4}-{U4}-{U4} ¦ [Text Extractor] Adobe Admin Console — Your new license key: {t} (copy before closing)
omniparser boxes ¦ OmniParser's parsed screen elements list ¦ {A24} ¦ Text Box ID 0: Developer settings\nText Box ID 1: Personal access token (classic)\nText Box ID 2: {t}\nIcon Box ID 3: copy to clipboard
appagent step ¦ an AppAgent exploration step on Android ¦ {p} ¦ Observation: The screen shows the Wi-Fi hotspot settings with the password visible.\nThought: I should record the hotspot password before changing it.\nAction: text("{t}")
mobileagent step ¦ a Mobile-Agent operation record ¦ {d6} ¦ ### Operation ###\nType the verification code\n### Action ###\nType({t})\n### Status ###\nSuccess
novaact log ¦ an Amazon Nova Act session log (act() with a typed password) ¦ {p} ¦ 2b0f> act("sign in with user ops@acme.io and password {t}")\n2b0f> think("I am on the sign-in page. I will type the password.");\n2b0f> agentType("{t}", "<box>412,220,440,610</box>");
mariner step ¦ a Project Mariner step summary ¦ {A32} ¦ Step 6 of 9 · Typed "{t}" into "API key" on dashboard.acme.io/settings/integrations
claude chrome ¦ a Claude for Chrome action transcript filling a form ¦ {p} ¦ ⏺ form_input(ref="ref_14", value="{t}")\n  ⎿ Set value of password field "Confirm password"
fellou step ¦ a Fellou deep-action trace ¦ {A28} ¦ [Fellou] Step 3/5 · input → #api-token-field value="{t}" · page: https://console.acme.io/tokens
agenttars event ¦ an Agent-TARS event stream entry (browser_form_input_fill) ¦ {p} ¦ {"type":"tool_call","name":"browser_form_input_fill","arguments":{"selector":"#password","value":"{t}"}}
selfoperating step ¦ Self-Operating Computer's operate loop printout ¦ {p} ¦ [Self-Operating Computer | gpt-4-with-ocr]\n[Operate] Thought: Type the password into the password field.\n[Operate] write {t}
macosuse step ¦ a macOS-use step log ¦ {A18} ¦ 📍 Step 4\n🛠️ Action: input_text(element_index=12, text='{t}')\n✅ Result: Typed into AXTextField "Recovery Key"
simular step ¦ a Simular agent's desktop action ¦ {p} ¦ agent.type(element_description="Password field of the Keychain prompt", text="{t}", enter=True)
dashlane cli ¦ Dashlane CLI (dcli password) printing an entry ¦ {p} ¦ $ dcli password acme-nas -o console\n{t}
protonpass cli ¦ Proton Pass CLI item view ¦ {p} ¦ $ pass-cli item view --vault Work "Grafana admin"\nTitle:    Grafana admin\nUsername: admin\nPassword: {t}\nURL:      https://grafana.acme.io
nordpass autofill ¦ a NordPass browser extension autofill debug log ¦ {p} ¦ [NordPass] autofill: matched item "Acme Jira" for https://jira.acme.io/login.jsp; filled #login-form-username="pm@acme.io", #login-form-password="{t}"
roboform fill ¦ a RoboForm fill log ¦ {p} ¦ RoboForm 9.6: Fill & Submit "Acme Payroll" -> fields: UserName=j.ortiz, Password={t} (2 fields filled)
nvda speech log ¦ an NVDA speech viewer log reading an edit field holding a pasted key ¦ {A32} ¦ NVDA Speech Viewer\nedit  API key  {t}\nbutton  Save
appium page source ¦ Appium's page source XML of an iOS settings screen (a revealed field) ¦ {p} ¦ <XCUIElementTypeTextField type="XCUIElementTypeTextField" name="Password" label="Password" value="{t}" enabled="true" visible="true"/>
autohotkey script ¦ an AutoHotkey script an agent wrote to fill a login window ¦ {p} ¦ ; fill-erp.ahk (generated)\nWinActivate, Acme ERP Login\nControlSetText, Edit2, {t}, Acme ERP Login\nControlClick, Button1, Acme ERP Login
autoit controlgettext ¦ an AutoIt ControlGetText result printed to the console ¦ {A24} ¦ >"C:\\Program Files (x86)\\AutoIt3\\AutoIt3.exe" read_key.au3\nControlGetText("License", "", "Edit1") = {t}\n>Exit code: 0
espanso match ¦ an Espanso match file holding a password snippet, read by the agent ¦ {p} ¦ # ~/.config/espanso/match/work.yml\nmatches:\n  - trigger: ":vpnpw"\n    replace: "{t}"
maccy history ¦ Maccy clipboard history exported by the agent ¦ {A40} ¦ $ sqlite3 ~/Library/Containers/org.p0deje.Maccy/Data/Library/Application\\ Support/Maccy/Storage.sqlite "select ZVALUE from ZHISTORYITEMCONTENT limit 2"\nhttps://grafana.acme.io/d/ops\n{t}
copyq history ¦ CopyQ's read command returning a clipboard history item ¦ {p} ¦ $ copyq read 0 1\nssh ops@bastion.acme.io\n{t}
raycast clipboard ¦ a Raycast clipboard history search result ¦ {A36} ¦ Clipboard History › "sk" · Copied 2 min ago from Terminal\n{t}
flameshot ocr ¦ text pulled by OCR from a Flameshot screenshot of a terminal ¦ {h40} ¦ [OCR of flameshot-2026-12-06_19-40.png]\n$ vault kv get -field=token secret/ci\n{t}
sharex ocr ¦ ShareX's OCR result of a screen region ¦ {U4}-{U4}-{U4}-{U4}-{U4} ¦ ShareX OCR (eng): Windows activation — Product key: {t}
pyautogui script ¦ a PyAutoGUI step an agent ran ¦ {p} ¦ >>> pyautogui.write('{t}', interval=0.05)\n>>> pyautogui.press('enter')
uipath log ¦ a UiPath robot execution log with a Type Into activity ¦ {p} ¦ 19:41:07 Info  Type Into 'Password' — Text: "{t}" (SecureText not used)\n19:41:08 Info  Click 'Sign in'
buttercup vault ¦ a Buttercup desktop vault entry read through its accessibility tree ¦ {A32} ¦ [Buttercup] Entry "acme-sync CI" · username: ci · password (revealed): {t}
"""

EXTRA = r"""
uitars diff ¦ git diff of a computer-use agent's task file committing a typed secret ¦ {p} ¦ $ git diff --cached tasks/router.yml\n+  steps:\n+    - type: "{t}"
bytebot rg ¦ ripgrep over a Bytebot task log for the typed text ¦ {A32} ¦ $ rg -n computer_type_text logs/tasks/\nlogs/tasks/7f3a.jsonl:18:{"name":"computer_type_text","input":{"text":"{t}"}}
openadapt sqlite ¦ sqlite3 over OpenAdapt's recording database ¦ {p} ¦ $ sqlite3 openadapt.db "select name, text from action_event where text is not null limit 2"\npress|\ntype|{t}
dashlane mint ¦ an HTTP tool response minting a Dashlane CLI device key ¦ dls_{uuid}_{h64} ¦ HTTP 201 POST /public/teams/RegisterTeamDevice\n{"deviceAccessKey":"7f3a91c2","deviceSecretKey":"{t}"}
"""


def agent_cases(v: Values) -> list[Case]:
    singles = SINGLES.strip().splitlines()
    half = len(singles) // 2
    return [
        *v.table("agent", SCENARIOS),
        *v.table("agent", "\n".join(singles[:half]), raises="keyerror"),
        *v.table("agent", "\n".join(singles[half:]), raises="group"),
        *v.table("agent", EXTRA.strip(), raises="args"),
    ]
