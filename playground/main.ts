import "../styles/action-engine.scss";
import "./host/shell.css";
import "./app/page.css";
import { diceFor } from "./host/dice";
import { Page } from "./app/page";
import { installTooltips } from "./app/tooltip";

// The playground: Action Engine's templates, styles, view models and rules in a web page.
const root = document.getElementById("app")!;
installTooltips(document);
const page = new Page(root, diceFor(location.search), location.search);
(window as unknown as { playground: Page }).playground = page;
