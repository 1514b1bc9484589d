// What each widget's synced traits carry, as Python (shichi_widgets/widgets/*.py) sends them.
// Types only, for editors and readers: nothing here runs, and no bundle includes it.
// A row mask is one integer per suit (0-3 as ♠ ♥ ♣ ♦), bit ``col`` set for column ``col`` (A..K).

/**
 * An anywidget model whose traits are ``T``.
 * @template T
 * @typedef {object} Model
 * @property {<K extends keyof T & string>(key: K) => T[K]} get
 * @property {(event: string, handler: () => void) => void} on
 * @property {(event: string, handler: () => void) => void} off
 * @property {(message: Record<string, unknown>) => void} send a message that Python validates
 */

/**
 * What ``render`` gets.
 * @template T
 * @typedef {{ model: Model<T>, el: HTMLElement }} RenderProps
 */

/**
 * The traits of every widget (``ShichiWidget`` in base.py).
 * @typedef {object} CommonTraits
 * @property {string} message a sentence for the person at the screen (a refusal, what happened)
 * @property {"en" | "ja"} lang
 * @property {Record<string, string>} strings every label in ``lang`` (``front_end_strings``), card names as ``card.9♣``
 * @property {boolean} four_colour the four-colour deck
 * @property {boolean} large presentation (projector) mode
 */

/**
 * The layout as drawn (``state.layout_state``).
 * @typedef {object} LayoutCells
 * @property {number[]} rows the suits in the order of the rows
 * @property {number[]} placed
 * @property {number[]} jokers cells a joker stands in
 * @property {number[]} playable
 * @property {number[]} killed
 * @property {number[]} dead
 * @property {number[]} exposed a yūrei's cards, shown
 * @property {boolean} tunnels
 * @property {boolean} kill
 * @property {boolean} over
 * @property {Record<string, number>} [owners] explorer only: who holds each card
 */

/**
 * The explanation of the cell under the pointer (``views.hover_state``).
 * @typedef {object} Hover
 * @property {string} [card]
 * @property {string} [text] the engine's sentence about it
 * @property {string[]} [kills] cells that playing it would kill
 */

/**
 * One player's hand (``state.hand_state``); moves are in notation, ``move_texts`` in words.
 * @typedef {object} HandState
 * @property {number} [player]
 * @property {string[]} [cards]
 * @property {string[]} [playable]
 * @property {string[]} [joker_plays]
 * @property {string[]} [yurei_plays]
 * @property {Record<string, string>} [move_texts]
 * @property {string[]} [penalties]
 * @property {boolean} [can_pass]
 * @property {boolean} [to_move]
 */

/**
 * A hand shown at a seat of the explorer or a lesson.
 * @typedef {HandState & { label: string, status: string, status_text?: string, passes: number | string, limit?: number | null, hand_label?: string }} SeatHand
 */

/**
 * @typedef {CommonTraits & { state: LayoutCells, hover: Hover, interactive: boolean }} LayoutViewTraits
 */

/**
 * @typedef {CommonTraits & { state: HandState }} HandViewTraits
 */

/**
 * A seat of the table as a move leaves it (``table._seat``); empty and false keys are left out on
 * the wire, like the table's info.
 * @typedef {object} Seat
 * @property {number} seat
 * @property {number} cards
 * @property {number} passes
 * @property {string} status
 * @property {string} status_text
 * @property {string} [score]
 * @property {boolean} [to_move]
 * @property {string[]} [exposed]
 */

/**
 * What a game does not change about a seat (``table._seat_info``).
 * @typedef {object} SeatInfo
 * @property {string} name
 * @property {number | null} limit
 * @property {boolean} [human] the seat the learner plays (true), left out for the others
 */

/**
 * The table's status (``GameTable._info``). Keys whose value is empty or false are left out on
 * the wire (``state.without_empty``): a missing key reads as that empty value.
 * @typedef {object} TableInfo
 * @property {string} [status]
 * @property {boolean} [over]
 * @property {string} [result]
 * @property {boolean} [can_undo]
 * @property {number} pending a bot's move is due: send ``{type: "step", seq: pending}`` after ``pace_ms``
 * @property {number} pace_ms
 * @property {number} moves
 * @property {number} viewing the move shown on the history slider, -1 when live
 * @property {string} [hint]
 * @property {string} [hint_stats]
 * @property {boolean} [can_hint]
 * @property {number[]} [talk] seats that may talk to the ghost
 * @property {string} [announce]
 * @property {boolean} [reveal]
 */

/**
 * A house rule offered in a form.
 * @typedef {{ flag: string, label: string, choices: unknown[] }} FlagChoice
 */

/**
 * @typedef {CommonTraits & {
 *   layout_cells: LayoutCells, hand: HandState, seats: Seat[], seat_info: SeatInfo[], info: TableInfo, hover: Hover,
 *   settings: { preset: string, players: number, bots: string, flags: Record<string, unknown> },
 *   schema: { presets: string[], bots: string[], players: number[], flags: FlagChoice[] },
 *   all_hands: (string[] | null)[], log_sent: [number, string][], log_recent: [number, string][]
 * }} TableTraits
 */

/**
 * A legal move in the explorer's list.
 * @typedef {{ move: string, text: string, kills: string[] }} ExplorerMove
 */

/**
 * @typedef {CommonTraits & {
 *   layout_cells: LayoutCells, hands: SeatHand[], hover: Hover, position_text: string,
 *   moves: { player: number, to_move: boolean, note: string, moves: ExplorerMove[] }[],
 *   schema: { presets: string[], players: number[], flags: FlagChoice[] },
 *   info: {
 *     preset: string, rules: string, rules_label: string, flags: Record<string, unknown>, players: number,
 *     to_move: number, status: string, result: string, line: string[], ahead: string[], line_text: string[],
 *     ahead_text: string[], can_back: boolean, can_forward: boolean, kill: boolean, announce?: string
 *   }
 * }} ExplorerTraits
 */

/**
 * A lesson's question as shown.
 * @typedef {object} LessonQuestion
 * @property {string} kind
 * @property {string} prompt
 * @property {"cells" | "options"} picks
 * @property {boolean} multiple
 * @property {string[]} options
 * @property {Record<string, string>} labels
 * @property {string} nothing the label of the explicit "nothing" answer, or ""
 */

/**
 * @typedef {object} LessonView
 * @property {string} lesson
 * @property {string} course
 * @property {string} done
 * @property {{ name: string, title: string, label: string } | null} next_lesson
 * @property {number} index
 * @property {number} count
 * @property {string} progress
 * @property {string} title
 * @property {string} caption_html escaped by Python's Markdown converter before its few tags
 * @property {string[]} point
 * @property {LessonQuestion | null} question
 * @property {string} status
 */

/**
 * The verdict of Check (or the hint of a first wrong try).
 * @typedef {{ verdict?: "right" | "wrong" | "hint", summary?: string, reasons?: string[], answer?: string[], missed?: string[], extra?: string[] }} LessonFeedback
 */

/**
 * @typedef {CommonTraits & {
 *   view: LessonView, layout_cells: LayoutCells, hands: SeatHand[], selected: string[], result: string,
 *   feedback: LessonFeedback, hover: Hover
 * }} LessonTraits
 */

/**
 * @typedef {CommonTraits & { record: string, link: string, kind: "game" | "line" }} RecordTraits
 */

/**
 * A reviewed move of the human.
 * @typedef {{ number: number, index: number, move: string, best: string, cost: number, rank: number, costly: boolean, text: string, places: string, reason: string, mark: string }} ReviewRow
 */

/**
 * @typedef {CommonTraits & { view: { available: boolean, running: boolean, rows: ReviewRow[], current: number, summary: string } }} ReviewTraits
 */

/**
 * ``BrowserStorage``: ``saved`` is the JSON Python wants kept, ``key`` the localStorage key's prefix.
 * @typedef {CommonTraits & { saved: string, key: string }} StorageTraits
 */

export {};
