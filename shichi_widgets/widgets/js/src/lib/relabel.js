// A widget whose language can change in place: when Python sends new labels (``strings``, after
// a change of ``lang``) the view is drawn again from the model, which keeps all the state.

/**
 * @template {{ render: (props: { model: any, el: HTMLElement }) => (void | (() => void)) }} W
 * @param {W} widget
 * @returns {W}
 */
export function relabelling(widget) {
  return {
    ...widget,
    render(props) {
      let stop = widget.render(props);
      const again = () => {
        if (typeof stop === "function") stop();
        props.el.replaceChildren();
        stop = widget.render(props);
      };
      props.model.on("change:strings", again);
      return () => {
        props.model.off("change:strings", again);
        if (typeof stop === "function") stop();
      };
    },
  };
}
